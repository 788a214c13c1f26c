/**
 * Every link the site hands out to be shared carries where it was shared (`utm_source`, `utm_medium`), so the visit
 * it brings is counted with its source (core/visit-source.ts reads them back). The CDN's cache key ignores both
 * (core/cdn-cache-key.ts): a tagged link is the same cached page as the bare one.
 */
export type ShareChannel = 'native' | 'whatsapp' | 'facebook' | 'copy' | 'email';

const TAGS: Record<ShareChannel, { source: string; medium: string }> = {
  native: { source: 'condivisione', medium: 'share' },
  whatsapp: { source: 'whatsapp', medium: 'share' },
  facebook: { source: 'facebook', medium: 'share' },
  copy: { source: 'link', medium: 'share' },
  email: { source: 'email', medium: 'email' },
};

/** The URL with its share tags (and `utm_campaign` when given: a mail's kind), any tags it had replaced. */
export function withShareSource(url: string, channel: ShareChannel, campaign?: string): string {
  const tagged = new URL(url);
  tagged.searchParams.set('utm_source', TAGS[channel].source);
  tagged.searchParams.set('utm_medium', TAGS[channel].medium);
  if (campaign) tagged.searchParams.set('utm_campaign', campaign);
  else tagged.searchParams.delete('utm_campaign');
  return tagged.toString();
}
