/**
 * Every path of the API, once: the web fetchers read them from here, and each function's `config.path` is the
 * same string (Netlify reads `config` statically, so it must stay a literal there; functions/_lib/api-paths.test.ts
 * checks that each function serves exactly the path this table names).
 */
export const API = {
  content: '/api/content',
  contact: '/api/contact',
  visitedCities: '/api/visited-cities',
  visitedCity: '/api/visited-cities/:id',
  tourEvents: '/api/tour-events',
  tourEvent: '/api/tour-events/:id',
  tourCalendar: '/api/tour-events.ics',
  campaignMaterials: '/api/campaign-materials',
  campaignMaterial: '/api/campaign-materials/:id',
  photoBoothEmails: '/api/photo-booth-emails',
  newsletterSubscriptions: '/api/newsletter-subscriptions',
  newsletterConfirmation: '/api/newsletter-subscriptions/confirm',
  newsletterUnsubscribe: '/api/newsletter-subscriptions/unsubscribe',
  login: '/api/login',
  logout: '/api/logout',
  authUser: '/api/auth/user',
  password: '/api/auth/password',
  adminContactSubmissions: '/api/admin/contact-submissions',
  adminPhotoBoothEmails: '/api/admin/photo-booth-emails',
  adminNewsletterSubscriptions: '/api/admin/newsletter-subscriptions',
  personalData: '/api/admin/personal-data',
  retention: '/api/admin/retention',
  mailStatus: '/api/admin/mail-status',
  newsletterIssues: '/api/admin/newsletter-issues',
} as const;

/** The path of one item: `itemPath(API.tourEvent, 7)` is "/api/tour-events/7". */
export const itemPath = (path: `${string}/:id`, id: number | string): string => path.replace(/:id$/, String(id));

/** An admin list as a CSV download that opens in Excel. */
export const csvExport = (path: string): string => `${path}?format=csv`;

/** Responses the build prerendered the pages with, keyed by the API path that serves them (SWR's key). */
export type PrerenderData = Record<string, unknown>;
