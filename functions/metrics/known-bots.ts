/**
 * The user agents of crawlers, link previews, monitors and lab tools, whose page views are no visitor's: their
 * beacons are answered and never counted. The user agent is read here only, never stored.
 */
const BOTS =
  /bot\b|bot\/|crawl|spider|slurp|facebookexternalhit|facebookcatalog|whatsapp|telegram|embedly|preview|headlesschrome|lighthouse|pagespeed|ptst|gtmetrix|pingdom|uptime|monitor|curl|wget|python|node-fetch|axios|go-http|java\/|okhttp|phantomjs|puppeteer|playwright/i;

export function isKnownBot(userAgent: string | null): boolean {
  return !userAgent || BOTS.test(userAgent);
}
