import type { MetricsSource } from './measurement';

/**
 * Where a visit came from, read as the staff name their channels: the link's `utm_source` first (the site's own
 * share links carry one, and so can the staff's posts), then the host of the page before, then `diretto`. Anything
 * not on the list is `altro`: the aggregates keep a closed list of sources, never what a visitor typed.
 */
const BY_UTM: Record<string, MetricsSource> = {
  whatsapp: 'whatsapp',
  wa: 'whatsapp',
  facebook: 'facebook',
  fb: 'facebook',
  instagram: 'instagram',
  ig: 'instagram',
  telegram: 'telegram',
  x: 'x',
  twitter: 'x',
  email: 'email',
  mail: 'email',
  newsletter: 'email',
  google: 'ricerca',
  bing: 'ricerca',
  condivisione: 'condivisione',
  link: 'condivisione',
};

/** Hosts by their registrable name's first label (l.facebook.com, lm.facebook.com and m.facebook.com alike). */
const BY_HOST: [RegExp, MetricsSource][] = [
  [/(^|\.)(whatsapp\.com|wa\.me)$/, 'whatsapp'],
  [/(^|\.)(facebook\.com|fb\.com|fb\.me|messenger\.com)$/, 'facebook'],
  [/(^|\.)instagram\.com$/, 'instagram'],
  [/(^|\.)(telegram\.org|t\.me)$/, 'telegram'],
  [/(^|\.)(x\.com|twitter\.com|t\.co)$/, 'x'],
  [/^(mail\.google\.com|outlook\.live\.com|outlook\.office\.com|mail\.yahoo\.com|webmail\..+|mail\..+)$/, 'email'],
  [/(^|\.)(google\.[a-z.]+|bing\.com|duckduckgo\.com|ecosia\.org|search\.yahoo\.com|qwant\.com)$/, 'ricerca'],
];

export function visitSource(utmSource: string | undefined, referrerHost: string | undefined): MetricsSource {
  const utm = utmSource?.trim().toLowerCase();
  if (utm) return BY_UTM[utm] ?? 'altro';
  const host = referrerHost
    ?.trim()
    .toLowerCase()
    .replace(/^www\./, '');
  if (!host) return 'diretto';
  return BY_HOST.find(([pattern]) => pattern.test(host))?.[1] ?? 'altro';
}
