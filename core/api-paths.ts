import type { AnyObjectSchema, InferType } from 'yup';
import { TOUR_CALENDAR_PATH } from './calendar-path';
import type { ErasedCounts, MailStatus, PersonalDataHeld, RetentionStatus } from './schema/admin.schema';
import type { CampaignMaterial } from './schema/campaign-material.schema';
import type { ContactSubmission } from './schema/contact.schema';
import type { InboxPage } from './schema/inbox-page.schema';
import type {
  NewsletterConfirmationReply,
  NewsletterMessageReply,
  NewsletterSubscription,
} from './schema/newsletter-subscription.schema';
import type { PhotoBoothEmail } from './schema/photo-booth-email.schema';
import type { Rsvp, RsvpCancelReply, RsvpCount, RsvpReply } from './schema/rsvp.schema';
import type { SiteContent } from './schema/site-content.schema';
import type { TourEvent } from './schema/tour-event.schema';
import type { User } from './schema/user.schema';
import type { VisitedCity } from './schema/visited-city.schema';

/**
 * The API's contract, once: each entry is a path with, per method, what it answers and, for a write, the yup
 * schema of its body. The web reads it through `useApi` and `send` (web/lib), so no call site names a type or a
 * schema of its own. Each function's `config.path` repeats its path as a literal (Netlify reads `config`
 * statically); functions/_lib/function-paths.test.ts checks that each function serves exactly the path named here.
 */

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

declare const replyType: unique symbol;
declare const contractType: unique symbol;
declare const templateType: unique symbol;

/** A JSON answer of type T; T exists for the type checker only. */
export interface JsonReply<T> {
  readonly kind: 'json';
  readonly [replyType]?: T;
}

/** An empty answer (204): the fetcher gives null. */
export interface EmptyReply {
  readonly kind: 'empty';
}

/** A file for a link or a download (the calendar), never read by the fetcher. */
interface FileReply {
  readonly kind: 'file';
  readonly contentType: string;
}

interface MethodContract {
  /**
   * Loads the schema that casts the body before it is sent, the one the function validates it with. Loaded on
   * the first send: the table is read by every page, and must not bring yup into a page's first load.
   */
  readonly body?: () => Promise<AnyObjectSchema>;
  /** A public form's POST: the body also carries the bot guard's fields (core/schema/form-guard.schema.ts). */
  readonly guarded?: true;
  readonly reply: JsonReply<unknown> | EmptyReply | FileReply;
}

export type Contract = { readonly [M in HttpMethod]?: MethodContract };

/** A path the API serves, carrying its contract for the type checker; at run time it is the path itself. */
export type Endpoint<C extends Contract = Contract> = string & { readonly [contractType]: C };

/** A path with `:id` still in it (`/api/tour-events/:id/rsvps`): `itemPath` makes it the Endpoint of one item. */
export type ItemTemplate<C extends Contract = Contract> = `${string}/:id${'' | `/${string}`}` & {
  readonly [templateType]: C;
};

type IsTemplate<P extends string> = P extends `${string}/:id` | `${string}/:id/${string}` ? true : false;

const json = <T>(): JsonReply<T> => ({ kind: 'json' });
const empty: EmptyReply = { kind: 'empty' };
const file = (contentType: string): FileReply => ({ kind: 'file', contentType });

const contracts = new Map<string, Contract>();

function endpoint<const P extends string, const C extends Contract>(
  path: P,
  contract: C,
): P & (IsTemplate<P> extends true ? ItemTemplate<C> : Endpoint<C>) {
  contracts.set(path, contract);
  return path as P & (IsTemplate<P> extends true ? ItemTemplate<C> : Endpoint<C>);
}

export const API = {
  content: endpoint('/api/content', {
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
  visitedCities: endpoint('/api/visited-cities', {
    GET: { reply: json<VisitedCity[]>() },
    POST: {
      body: async () => (await import('./schema/visited-city.schema')).visitedCitySchema,
      reply: json<VisitedCity>(),
    },
  }),
  visitedCity: endpoint('/api/visited-cities/:id', { DELETE: { reply: empty } }),
  tourEvents: endpoint('/api/tour-events', {
    GET: { reply: json<TourEvent[]>() },
    POST: { body: async () => (await import('./schema/tour-event.schema')).tourEventSchema, reply: json<TourEvent>() },
  }),
  tourEvent: endpoint('/api/tour-events/:id', {
    PUT: { body: async () => (await import('./schema/tour-event.schema')).tourEventSchema, reply: json<TourEvent>() },
    DELETE: { reply: empty },
  }),
  tourCalendar: endpoint(TOUR_CALENDAR_PATH, { GET: { reply: file('text/calendar') } }),
  /** "Ci sarò": a booking of an upcoming stop; the same address again updates it. */
  tourEventRsvps: endpoint('/api/tour-events/:id/rsvps', {
    POST: {
      body: async () => (await import('./schema/rsvp.schema')).rsvpSchema,
      guarded: true,
      reply: json<RsvpReply>(),
    },
  }),
  // The cancel link of every mail about a booking, and its RFC 8058 one-click: the token travels as `?t=`.
  rsvpCancel: endpoint('/api/rsvps/cancel', { POST: { reply: json<RsvpCancelReply>() } }),
  campaignMaterials: endpoint('/api/campaign-materials', {
    GET: { reply: json<CampaignMaterial[]>() },
    POST: {
      body: async () => (await import('./schema/campaign-material.schema')).campaignMaterialSchema,
      reply: json<CampaignMaterial>(),
    },
  }),
  campaignMaterial: endpoint('/api/campaign-materials/:id', { DELETE: { reply: empty } }),
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
  login: endpoint('/api/login', {
    POST: { body: async () => (await import('./schema/user.schema')).loginSchema, reply: json<User>() },
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
  personalData: endpoint('/api/admin/personal-data', {
    /** `withQuery(API.personalData, { email })`: what is held about the address, consents' proof included. */
    GET: { reply: json<PersonalDataHeld>() },
    DELETE: { body: async () => (await import('./schema/admin.schema')).erasureSchema, reply: json<ErasedCounts>() },
  }),
  retention: endpoint('/api/admin/retention', { GET: { reply: json<RetentionStatus>() } }),
  adminRsvpCounts: endpoint('/api/admin/rsvp-counts', { GET: { reply: json<RsvpCount[]>() } }),
  // A stop's bookings, as the inbox lists: `?q=`, `?cursor=`, and `csvExport(path)`.
  adminTourEventRsvps: endpoint('/api/admin/tour-events/:id/rsvps', { GET: { reply: json<InboxPage<Rsvp>>() } }),
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
  newsletterIssues: endpoint('/api/admin/newsletter-issues', {
    POST: {
      body: async () => (await import('./schema/newsletter-subscription.schema')).newsletterIssueSchema,
      reply: json<{ queued: number }>(),
    },
  }),
} as const;

/** The contract of a path: a table entry, or one item of an entry (what `itemPath` built), query aside. */
export function contractAt(path: string): Contract | undefined {
  const bare = path.split('?')[0];
  const exact = contracts.get(bare);
  if (exact) return exact;
  const parts = bare.split('/');
  for (const [template, contract] of contracts) {
    const expected = template.split('/');
    if (
      template.includes('/:id') &&
      expected.length === parts.length &&
      expected.every((part, index) => (part === ':id' ? parts[index] !== '' : part === parts[index]))
    )
      return contract;
  }
  return undefined;
}

type ContractOf<E> = E extends { readonly [contractType]: infer C }
  ? C
  : E extends { readonly [templateType]: infer C }
    ? C
    : never;
type MethodIn<E, M extends HttpMethod> = M extends keyof ContractOf<E> ? NonNullable<ContractOf<E>[M]> : never;

/** The methods an entry serves. */
export type MethodOf<E> = keyof ContractOf<E> & HttpMethod;

/** What a method of an entry answers: its JSON, or null for a 204. */
export type ReplyOf<E, M extends HttpMethod> =
  MethodIn<E, M> extends { reply: JsonReply<infer T> }
    ? T
    : MethodIn<E, M> extends { reply: EmptyReply }
      ? null
      : never;

/** The body a write sends, as its schema casts it; never for a method without a body. */
export type BodyOf<E, M extends HttpMethod> =
  MethodIn<E, M> extends { body: () => Promise<infer S extends AnyObjectSchema> } ? InferType<S> : never;

/** Whether a method's body carries the bot guard's fields. */
export type IsGuarded<E, M extends HttpMethod> = MethodIn<E, M> extends { guarded: true } ? true : false;

/** An entry that answers GET with JSON of type T. */
export type Readable<T = unknown> = Endpoint<{ readonly GET: { readonly reply: JsonReply<T> } }>;

/** The path of one item: `itemPath(API.tourEvent, 7)` is "/api/tour-events/7", with the entry's contract. */
export const itemPath = <C extends Contract>(path: ItemTemplate<C>, id: number | string): Endpoint<C> =>
  path.replace(/\/:id(?=\/|$)/, `/${id}`) as Endpoint<C>;

/** An entry with a query string, keeping its contract: `withQuery(API.personalData, { email })`. */
export const withQuery = <E extends string>(entry: E, query: Readonly<Record<string, string>>): E =>
  `${entry}?${new URLSearchParams(query).toString()}` as E;

/** An admin list as a CSV download that opens in Excel. */
export const csvExport = (path: string): string => `${path}?format=csv`;

/** Responses the build prerendered the pages with, keyed by the API path that serves them (SWR's key). */
export type PrerenderData = Record<string, unknown>;
