import type { MetricsSource } from './measurement';
import { PAGE_ROUTES, pageIdForPath, type PageId } from './page-routes';
import { METRICS_POLICY } from './policy';

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

/**
 * The source of a form's conversion, from the attribution its POST carries (core/schema/attribution.schema.ts): its `utm_source`,
 * else a friend's invite (`ref`) as a share, else `diretto`. The page before is unknown to a form.
 */
function conversionSource(attribution: { utm_source?: string; ref?: string }): MetricsSource {
  if (attribution.utm_source) return visitSource(attribution.utm_source, undefined);
  return attribution.ref ? 'condivisione' : 'diretto';
}

/** The pages whose views and conversions are counted: the public site's, not the admin's nor the 404's. */
const UNCOUNTED = new Set<PageId>(['notFound', 'admin', 'adminLogin']);

/**
 * The page the aggregates name for a path: a route's own path, a stop's page as `/tappe/{id}` with its id; undefined
 * for a page that is not counted, so no visitor can grow the tables with paths of their own.
 */
export function measuredPage(path: string): { page: string; stopId: number | null } | undefined {
  const id = pageIdForPath(path);
  if (UNCOUNTED.has(id)) return undefined;
  if (id !== 'tourStop') return { page: PAGE_ROUTES[id].path, stopId: null };
  const raw = path.split('/')[2];
  if (!/^[1-9]\d{0,8}$/.test(raw)) return undefined;
  return { page: `/tappe/${raw}`, stopId: Number(raw) };
}

/** The closed alphabet of a kept campaign: what a link's label needs, nothing markup or a spreadsheet can use. */
const CAMPAIGN = /^[a-z0-9._~+-]+$/;

/**
 * The campaign (`utm_campaign`) as the aggregates keep it: trimmed, lower case, accents dropped, spaces as `-`;
 * '' when absent, longer than METRICS_POLICY.campaignChars or with any other character. A campaign names a post,
 * never a person (decision 0048).
 */
export function visitCampaign(utmCampaign: string | undefined): string {
  const campaign = (utmCampaign ?? '')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .trim()
    .toLowerCase()
    .replace(/\s+/g, '-');
  return campaign.length <= METRICS_POLICY.campaignChars && CAMPAIGN.test(campaign) ? campaign : '';
}

/** The page a conversion is counted under when its form was sent from no page the site counts (an API client's). */
const UNKNOWN_PAGE = 'sconosciuta';

/** Where a form's conversion came from, as the aggregates count it: its page, source and campaign. */
export interface ConversionOrigin {
  page: string;
  source: MetricsSource;
  campaign: string;
}

/** A conversion's origin from its form's attribution (core/schema/attribution.schema.ts) and the page it was on. */
export function conversionOrigin(
  attribution: { utm_source?: string; utm_campaign?: string; ref?: string },
  sourcePage: string | null,
): ConversionOrigin {
  return {
    page: (sourcePage && measuredPage(sourcePage)?.page) ?? UNKNOWN_PAGE,
    source: conversionSource(attribution),
    campaign: visitCampaign(attribution.utm_campaign),
  };
}
