/**
 * The measurement's shared words (docs/decisions/0046): what a page's beacon carries, the sources and devices the
 * aggregates are kept by, the page events it counts and the speed histograms' buckets. The beacon
 * (web/lib/beacon.ts), the function that stores it (functions/metrics) and the panel's charts read them.
 */

/** What a visitor did on the page that the staff count: a share by its channel, a calendar file, the directions. */
export const PAGE_EVENTS = [
  'share-native',
  'share-whatsapp',
  'share-facebook',
  'share-copy',
  'calendar',
  'directions',
] as const;
export type PageEvent = (typeof PAGE_EVENTS)[number];

/** Where a page's beacon goes (core/metrics-api-paths.ts puts it in the API table). */
export const METRICS_PATH = '/api/metrics';

/** The DOM event a page dispatches on `window` for one of them (web/lib/page-events.ts), which the beacon counts. */
export const PAGE_EVENT_TYPE = 'campaign-page-event';

/**
 * The DOM event the app dispatches on `window` when its router has shown a path (web/lib/page-events.ts): for the
 * beacon, the view of the path before ends there and a new one starts (docs/decisions/0050).
 */
export const PAGE_VIEW_TYPE = 'campaign-page-view';

/**
 * Where a visit came from, as the aggregates keep it: a closed list, so no visitor can grow the table. `interno` is
 * a page reached by the app's own navigation from another of the site's pages, not a landing (decision 0050).
 */
export type MetricsSource =
  | 'whatsapp'
  | 'facebook'
  | 'instagram'
  | 'telegram'
  | 'x'
  | 'email'
  | 'ricerca'
  | 'condivisione'
  | 'diretto'
  | 'altro'
  | 'interno';

/** The source of the views that are no landing: the panel's visits by source leave it out. */
export const IN_APP_SOURCE = 'interno' satisfies MetricsSource;

export const DEVICES = ['mobile', 'tablet', 'desktop'] as const;
export type Device = (typeof DEVICES)[number];

/** What a page view's one beacon carries (POST /api/metrics): never an id, an address or a user agent. */
export interface Beacon {
  /** location.pathname: the page, a stop's page by its id. */
  path: string;
  /**
   * 1 for a view the app's own navigation started (decision 0050): counted as `interno`, without the `utm_*`, the
   * referrer and the vitals, which belong to the document's first view.
   */
  inApp?: 1;
  utmSource?: string;
  utmMedium?: string;
  utmCampaign?: string;
  /** The referrer's host alone, when it is another site. */
  referrer?: string;
  device: Device;
  /** Largest Contentful Paint and Interaction to Next Paint in ms, Cumulative Layout Shift as a score. */
  lcp?: number;
  inp?: number;
  cls?: number;
  /** The slowest interaction's target (web-vitals' attribution build): a CSS selector. */
  inpTarget?: string;
  events?: PageEvent[];
}

export type Vital = 'lcp' | 'inp' | 'cls';

/**
 * Each vital's histogram: the buckets' upper edges (a value goes in the first bucket whose edge is at least it, the
 * last bucket holds what is above every edge) and Google's "good" threshold, which is an edge.
 */
export const VITALS: Record<Vital, { edges: readonly number[]; good: number; label: string; unit: 'ms' | '' }> = {
  lcp: {
    edges: [500, 1000, 1500, 2000, 2500, 3000, 3500, 4000, 5000, 6000, 8000, 10000],
    good: 2500,
    label: 'LCP',
    unit: 'ms',
  },
  inp: { edges: [50, 100, 150, 200, 250, 300, 400, 500, 750, 1000, 2000], good: 200, label: 'INP', unit: 'ms' },
  cls: { edges: [0.01, 0.025, 0.05, 0.075, 0.1, 0.15, 0.2, 0.25, 0.5, 1], good: 0.1, label: 'CLS', unit: '' },
};

/** The bucket a value falls in: 0 … edges.length. */
export function bucketOf(vital: Vital, value: number): number {
  const { edges } = VITALS[vital];
  const index = edges.findIndex((edge) => value <= edge);
  return index === -1 ? edges.length : index;
}

/**
 * The 75th percentile a histogram says, as its bucket's upper edge (the value is at most that): null without
 * samples; past the last edge, that edge with `above`.
 */
export function p75(vital: Vital, counts: readonly number[]): { value: number; above: boolean } | null {
  const total = counts.reduce((sum, count) => sum + count, 0);
  if (total === 0) return null;
  const { edges } = VITALS[vital];
  let seen = 0;
  for (const [index, count] of counts.entries()) {
    seen += count;
    if (seen >= total * 0.75 && index < edges.length) return { value: edges[index], above: false };
  }
  return { value: edges[edges.length - 1], above: true };
}

/** What the server counts as a conversion, each by the page and the source its form was sent from. */
export type ConversionKind =
  | 'booking-requested'
  | 'booking-confirmed'
  | 'shift-requested'
  | 'shift-confirmed'
  | 'newsletter'
  | 'volunteer'
  | 'contact'
  | 'image';

/** The conversions the «Campagne» view sums as sign-ups: a person who joined something, not a request or a message. */
export const SIGNUP_KINDS: readonly ConversionKind[] = ['newsletter', 'volunteer', 'shift-confirmed'];

/** The campaign a view or a conversion is counted under once its day holds METRICS_POLICY.campaignsPerDay. */
export const CAMPAIGN_OVERFLOW = 'altre';

/** The template of a page the aggregates name: a stop's page is `/tappe/:id`, the others their own path. */
export const pageTemplate = (page: string): string => (/^\/tappe\/\d+$/.test(page) ? '/tappe/:id' : page);

/** GET /api/admin/metrics?days=N: the aggregates behind the panel's "Andamento", days `from` to `to` (Italian). */
export interface MetricsReport {
  from: string;
  to: string;
  days: number;
  /** Views per day and source, days without views left out: the landings by their source, and `interno`. */
  visits: { day: string; source: MetricsSource; views: number }[];
  /** The most viewed pages, landings and in-app views alike, a stop's with its title. */
  pages: { page: string; title: string | null; views: number }[];
  /** Each stop whose page was viewed or that was booked: its page's views and its confirmed bookings. */
  stops: { stopId: number; title: string; views: number; confirmed: number }[];
  /** Conversions per day and kind. */
  signups: { day: string; kind: ConversionKind; count: number }[];
  /**
   * Per campaign (`utm_campaign` as core/visit-source.ts keeps it, '' for none, CAMPAIGN_OVERFLOW past the day's
   * cap) and source: its visits (the landings: the app's own navigations, `interno`, carry no campaign and are left
   * out), confirmed bookings and sign-ups (SIGNUP_KINDS).
   */
  campaigns: { campaign: string; source: MetricsSource; views: number; confirmed: number; signups: number }[];
  /** Conversions by page and source. */
  conversions: { page: string; source: MetricsSource; kind: ConversionKind; count: number }[];
  /** The 75th percentile of each vital per page template: the bucket's upper edge, `above` past the last edge. */
  vitals: { template: string; vital: Vital; samples: number; p75: number | null; above: boolean }[];
  /** The targets of the slowest interactions, per template. */
  slowTargets: { template: string; target: string; count: number }[];
  /** The page events counted. */
  events: { event: PageEvent; count: number }[];
}
