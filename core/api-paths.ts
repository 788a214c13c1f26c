import { TOUR_CALENDAR_PATH } from './calendar-path';
import type { AdminAccount } from './schema/admin-account.schema';
import type { AuditEntry } from './schema/audit-log.schema';
import type {
  AccountSession,
  AdminSettings,
  SecondFactorNeeded,
  TwoFactorEnrolment,
  TwoFactorStatus,
} from './schema/two-factor.schema';
import type { ErasedCounts, MailStatus, PersonalDataHeld, RetentionStatus } from './schema/admin.schema';
import type { CampaignMaterial } from './schema/campaign-material.schema';
import type { MaterialUpload, UploadedFile } from './schema/material-upload.schema';
import type { ContactSubmission } from './schema/contact.schema';
import type { InboxPage } from './schema/inbox-page.schema';
import type {
  NewsletterConfirmationReply,
  NewsletterMessageReply,
  NewsletterSubscription,
} from './schema/newsletter-subscription.schema';
import type { PhotoBoothEmail } from './schema/photo-booth-email.schema';
import type { SiteContent } from './schema/site-content.schema';
import type { TourEvent } from './schema/tour-event.schema';
import type { User } from './schema/user.schema';
import type { VisitedCity } from './schema/visited-city.schema';
import type { Volunteer, VolunteerConfirmReply, VolunteerPage, VolunteerReply } from './schema/volunteer.schema';
import { bytes, empty, endpoint, file, json, registeredContracts, type Contract, type IsGuarded } from './api-contract';
import { BOOKING_API } from './booking-api-paths';
import { SHIFT_API } from './shift-api-paths';
import { DOOR_API } from './door-api-paths';
import { POLLING_API } from './polling-api-paths';
import { METRICS_API } from './metrics-api-paths';
import { PUBLIC_LISTS } from './public-lists';

/** The API's paths and their contracts (core/api-contract.ts says how an entry reads). */
export const API = {
  content: endpoint(PUBLIC_LISTS.content, {
    GET: { reply: json<SiteContent>() },
    /** A partial update: only the fields sent change. */
    PUT: {
      body: async () => (await import('./schema/site-content.schema')).siteContentSchema,
      reply: json<SiteContent>(),
    },
  }),
  contact: endpoint('/api/contact', {
    POST: {
      body: async () => (await import('./schema/contact.schema')).contactSchema,
      guarded: true,
      reply: json<ContactSubmission>(),
    },
  }),
  visitedCities: endpoint(PUBLIC_LISTS.visitedCities, {
    GET: { reply: json<VisitedCity[]>() },
    POST: {
      body: async () => (await import('./schema/visited-city.schema')).visitedCitySchema,
      reply: json<VisitedCity>(),
    },
  }),
  visitedCity: endpoint('/api/visited-cities/:id', { DELETE: { reply: empty } }),
  tourEvents: endpoint(PUBLIC_LISTS.tourEvents, {
    GET: { reply: json<TourEvent[]>() },
    POST: { body: async () => (await import('./schema/tour-event.schema')).tourEventSchema, reply: json<TourEvent>() },
  }),
  tourEvent: endpoint('/api/tour-events/:id', {
    PUT: { body: async () => (await import('./schema/tour-event.schema')).tourEventSchema, reply: json<TourEvent>() },
    DELETE: { reply: empty },
  }),
  tourCalendar: endpoint(TOUR_CALENDAR_PATH, { GET: { reply: file('text/calendar') } }),
  ...BOOKING_API,
  ...SHIFT_API,
  ...DOOR_API,
  ...POLLING_API,
  ...METRICS_API,
  campaignMaterials: endpoint(PUBLIC_LISTS.campaignMaterials, {
    GET: { reply: json<CampaignMaterial[]>() },
    POST: {
      body: async () => (await import('./schema/campaign-material.schema')).campaignMaterialSchema,
      reply: json<CampaignMaterial>(),
    },
  }),
  campaignMaterial: endpoint('/api/campaign-materials/:id', { DELETE: { reply: empty } }),
  /** A material's file, uploaded from the admin in parts (docs/decisions/0030): start with its name and size… */
  materialUploads: endpoint('/api/admin/material-uploads', {
    POST: {
      body: async () => (await import('./schema/material-upload.schema')).newUploadSchema,
      reply: json<MaterialUpload>(),
    },
  }),
  /** …send each part (`?part=n`, its bytes as the body), complete it, or abandon it (its bytes deleted). */
  materialUpload: endpoint('/api/admin/material-uploads/:id', {
    PUT: { body: bytes, reply: empty },
    POST: { reply: json<UploadedFile>() },
    DELETE: { reply: empty },
  }),
  /**
   * The owner publishes the CV or the criminal-record certificate (an uploaded PDF, the certificate with its issue
   * date) on /trasparenza, in place of the one before: the answer is the site content, which the public reads.
   */
  transparencyDocuments: endpoint('/api/admin/transparency-documents', {
    PUT: {
      body: async () => (await import('./schema/transparency.schema')).transparencyDocumentSchema,
      reply: json<SiteContent>(),
    },
  }),
  /** The uploaded file itself, for a link or a download. */
  materialFile: endpoint('/api/material-files/:id/:name', { GET: { reply: file('application/octet-stream') } }),
  photoBoothEmails: endpoint('/api/photo-booth-emails', {
    POST: {
      body: async () => (await import('./schema/photo-booth-email.schema')).photoBoothRecordSchema,
      guarded: true,
      reply: json<PhotoBoothEmail>(),
    },
  }),
  newsletterSubscriptions: endpoint('/api/newsletter-subscriptions', {
    POST: {
      body: async () => (await import('./schema/newsletter-subscription.schema')).newsletterSubscriptionSchema,
      guarded: true,
      reply: json<NewsletterMessageReply>(),
    },
  }),
  /** "Volontari": an offer of time, mailed to the address for its owner to confirm; 202 whatever the address holds. */
  volunteers: endpoint('/api/volunteers', {
    POST: {
      body: async () => (await import('./schema/volunteer.schema')).volunteerSchema,
      guarded: true,
      reply: json<VolunteerReply>(),
    },
  }),
  // The confirm link of a volunteer's mail (`?t=`): only the page's POST confirms, never the link's GET, which
  // answers a volunteer already confirmed by it with their own link and whom it brought (404 otherwise).
  volunteerConfirm: endpoint('/api/volunteers/confirm', {
    GET: { reply: json<VolunteerPage>() },
    POST: { reply: json<VolunteerConfirmReply>() },
  }),
  /** The user, or `{ twoFactor: true }` when a code must follow (loginCode). */
  login: endpoint('/api/login', {
    POST: {
      body: async () => (await import('./schema/user.schema')).loginSchema,
      reply: json<User | SecondFactorNeeded>(),
    },
  }),
  loginCode: endpoint('/api/login/code', {
    POST: { body: async () => (await import('./schema/two-factor.schema')).twoFactorCodeSchema, reply: json<User>() },
  }),
  /**
   * The signed-in account's second factor: state, enrolment (POST, with the password and, when on, a current code),
   * confirmation (PUT, with the password), turning off (DELETE).
   */
  twoFactor: endpoint('/api/auth/two-factor', {
    GET: { reply: json<TwoFactorStatus>() },
    POST: {
      body: async () => (await import('./schema/two-factor.schema')).twoFactorStartSchema,
      reply: json<TwoFactorEnrolment>(),
    },
    PUT: {
      body: async () => (await import('./schema/two-factor.schema')).twoFactorConfirmSchema,
      reply: json<{ recoveryCodes: string[] }>(),
    },
    DELETE: { body: async () => (await import('./schema/two-factor.schema')).twoFactorCodeSchema, reply: empty },
  }),
  /** "Le tue sessioni": the account's live sessions; DELETE ends all but this browser's. */
  sessions: endpoint('/api/auth/sessions', {
    GET: { reply: json<AccountSession[]>() },
    DELETE: { reply: json<{ ended: number }>() },
  }),
  /** One of them, by its listed id. */
  session: endpoint('/api/auth/sessions/:id', { DELETE: { reply: empty } }),
  /** The owner's settings: `{ twoFactorRequired }`. */
  adminSettings: endpoint('/api/admin/settings', {
    GET: { reply: json<AdminSettings>() },
    PUT: {
      body: async () => (await import('./schema/two-factor.schema')).adminSettingsSchema,
      reply: json<AdminSettings>(),
    },
  }),
  logout: endpoint('/api/logout', { POST: { reply: empty } }),
  authUser: endpoint('/api/auth/user', { GET: { reply: json<User>() } }),
  password: endpoint('/api/auth/password', {
    POST: { body: async () => (await import('./schema/admin.schema')).passwordChangeSchema, reply: empty },
  }),
  // The admin inbox lists: `?q=` searches, `?cursor=` pages on; `csvExport(path)` is the whole list as CSV.
  adminContactSubmissions: endpoint('/api/admin/contact-submissions', {
    GET: { reply: json<InboxPage<ContactSubmission>>() },
  }),
  adminPhotoBoothEmails: endpoint('/api/admin/photo-booth-emails', {
    GET: { reply: json<InboxPage<PhotoBoothEmail>>() },
  }),
  adminNewsletterSubscriptions: endpoint('/api/admin/newsletter-subscriptions', {
    GET: { reply: json<InboxPage<NewsletterSubscription>>() },
  }),
  /** As the inbox lists, plus `?activity=` and `?comune=` (an ISTAT code); `csvExport(path)`. */
  adminVolunteers: endpoint('/api/admin/volunteers', { GET: { reply: json<InboxPage<Volunteer>>() } }),
  personalData: endpoint('/api/admin/personal-data', {
    /** `withQuery(API.personalData, { email })`: what is held about the address, consents' proof included. */
    GET: { reply: json<PersonalDataHeld>() },
    DELETE: { body: async () => (await import('./schema/admin.schema')).erasureSchema, reply: json<ErasedCounts>() },
  }),
  retention: endpoint('/api/admin/retention', { GET: { reply: json<RetentionStatus>() } }),
  newsletterConfirmation: endpoint('/api/newsletter-subscriptions/confirm', {
    POST: {
      body: async () => (await import('./schema/newsletter-subscription.schema')).newsletterConfirmationSchema,
      reply: json<NewsletterConfirmationReply>(),
    },
  }),
  // The one-click unsubscribe of RFC 8058 and the unsubscribe page: the token travels as `?t=`, there is no body.
  newsletterUnsubscribe: endpoint('/api/newsletter-subscriptions/unsubscribe', {
    POST: { reply: json<NewsletterMessageReply>() },
  }),
  mailStatus: endpoint('/api/admin/mail-status', { GET: { reply: json<MailStatus>() } }),
  /** GET: how many confirmed subscribers a newsletter would reach; POST: send one to them (202 with how many). */
  newsletterIssues: endpoint('/api/admin/newsletter-issues', {
    GET: { reply: json<{ recipients: number }>() },
    POST: {
      body: async () => (await import('./schema/newsletter-subscription.schema')).newsletterIssueSchema,
      reply: json<{ queued: number }>(),
    },
  }),
  /** "Amministratori" (owner): the accounts, and a new one with its role. */
  adminUsers: endpoint('/api/admin/users', {
    GET: { reply: json<AdminAccount[]>() },
    POST: {
      body: async () => (await import('./schema/admin-account.schema')).newAccountSchema,
      reply: json<AdminAccount>(),
    },
  }),
  /** One account: a role change or turned off/on (`{ role }`, `{ disabled }`), or deleted. */
  adminUser: endpoint('/api/admin/users/:id', {
    PUT: {
      body: async () => (await import('./schema/admin-account.schema')).accountChangeSchema,
      reply: json<AdminAccount>(),
    },
    DELETE: { reply: empty },
  }),
  /** "Registro attività" (owner): as the inbox lists, plus `?actor=` and `?action=`; `csvExport(path)`. */
  adminAuditLog: endpoint('/api/admin/audit-log', { GET: { reply: json<InboxPage<AuditEntry>>() } }),
} as const;

/** The contract of a path: a table entry, or one item of an entry (what `itemPath` built), query aside. */
export function contractAt(path: string): Contract | undefined {
  const bare = path.split('?')[0];
  const exact = registeredContracts().get(bare);
  if (exact) return exact;
  const parts = bare.split('/');
  for (const [template, contract] of registeredContracts()) {
    const expected = template.split('/');
    if (
      template.includes('/:id') &&
      expected.length === parts.length &&
      expected.every((part, index) => (part.startsWith(':') ? parts[index] !== '' : part === parts[index]))
    )
      return contract;
  }
  return undefined;
}

type Entries = typeof API;

/**
 * The public forms: the entries whose POST carries the bot guard's fields (`guarded: true`). Their limits are keyed
 * by them (FORM_LIMITS in functions/_lib/spam-guard.ts), so a new form without limits fails the type check.
 */
export type FormEntry = { [K in keyof Entries]: IsGuarded<Entries[K], 'POST'> extends true ? K : never }[keyof Entries];

/** Responses the build prerendered the pages with, keyed by the API path that serves them (SWR's key). */
export type PrerenderData = Record<string, unknown>;
