import { HttpResponse, type PathParams } from 'msw';
import type { AnyObjectSchema, InferType } from 'yup';
import {
  ADMIN_MESSAGES,
  type ErasedCounts,
  type MailStatus,
  type PersonalDataHeld,
} from '../../core/schema/admin.schema';
import type { ConsentRecord } from '../../core/schema/consent.schema';
import type { ContactSubmission } from '../../core/schema/contact.schema';
import type { InboxPage } from '../../core/schema/inbox-page.schema';
import type { NewsletterSubscription } from '../../core/schema/newsletter-subscription.schema';
import type { PhotoBoothEmail } from '../../core/schema/photo-booth-email.schema';
import type { Rsvp } from '../../core/schema/rsvp.schema';
import type { User } from '../../core/schema/user.schema';
import type { Volunteer } from '../../core/schema/volunteer.schema';
import { api, type Resolver } from './api-server';
import { checkBody, jsonBody } from './validate-body';
import type { Referral } from '../../core/referral';

/**
 * What the admin endpoints of the component tests (admin-api-server.ts) keep and share: the signed-in admin,
 * the inbox lists, the writes received, and the guards that answer as the functions do.
 */
export const ADMIN_USER: User = {
  id: '00000000-0000-4000-8000-000000000001',
  username: 'admin',
  role: 'owner',
  twoFactor: false,
  email: null,
  firstName: null,
  lastName: null,
  createdAt: '2025-09-01T08:00:00.000Z',
  updatedAt: '2025-09-01T08:00:00.000Z',
};

export const ADMIN_PASSWORD = 'veneto2025';

interface AdminState {
  /** The signed-in admin, or null without a session. */
  user: User | null;
  contactSubmissions: ContactSubmission[];
  photoBoothEmails: PhotoBoothEmail[];
  newsletterSubscriptions: NewsletterSubscription[];
  volunteers: Volunteer[];
  /** The bookings of every stop. */
  rsvps: Rsvp[];
  /** Whose links brought whom ("Porta un amico"), each at the stop its recruits booked. */
  referrals: (Referral & { tourEventId: number })[];
  consents: ConsentRecord[];
  mailStatus: MailStatus;
  /** Every write received, as "METHOD /path", for asserting what was (not) sent. */
  writes: string[];
}

/** Mail configured, nothing waiting. */
export const MAIL_SENDING: MailStatus = {
  configured: true,
  pending: 0,
  retrying: 0,
  held: 0,
  heldByKind: {},
  failed: 0,
  sentLastDay: 0,
};

export const adminApi: AdminState = {
  user: null,
  contactSubmissions: [],
  photoBoothEmails: [],
  newsletterSubscriptions: [],
  volunteers: [],
  rsvps: [],
  referrals: [],
  consents: [],
  mailStatus: MAIL_SENDING,
  writes: [],
};

export const unauthorized = () => HttpResponse.json({ error: 'Non autorizzato' }, { status: 401 });
export const now = () => new Date().toISOString();
export const notFound = () => HttpResponse.json({ error: 'Elemento non trovato' }, { status: 404 });

/** Records a write and its body as they came, for the tests' assertions. */
export async function received(request: Request): Promise<unknown> {
  const path = new URL(request.url).pathname;
  adminApi.writes.push(`${request.method} ${path}`);
  const body = await jsonBody(request);
  (api.received[path] ??= []).push(body ?? {});
  return body;
}

let nextId = 100;

/**
 * Guards an admin write as the functions do: 401 without a session (requireAdmin comes before the body), then
 * 400 when the shared schema refuses the body; `write` gets the validated body.
 */
export function admin<S extends AnyObjectSchema, T>(
  schema: S,
  // T comes from the entry's reply type, not from what write returns (a refusal is a Response).
  write: (body: InferType<S>, params: PathParams, request: Request) => NoInfer<T> | Response,
): Resolver<T> {
  return async ({ request, params }) => {
    const body = await received(request);
    if (!adminApi.user) return unauthorized();
    const checked = await checkBody(body, schema);
    return checked.ok ? write(checked.value, params, request) : checked.response;
  };
}

/**
 * As the functions answer a write from an older version (If-Match): 412 with the item as it is now; undefined when
 * the request names no version, or the item's.
 */
export function staleVersion(request: Request, item: { version: number }): Response | undefined {
  const ifMatch = request.headers.get('if-match');
  if (ifMatch === null || ifMatch === `"${item.version}"`) return undefined;
  return HttpResponse.json({ error: ADMIN_MESSAGES.stale, current: item }, { status: 412 });
}

/**
 * Guards an admin DELETE of one item, which has no body: 401 without a session, 404 for an unknown id, 412 from an
 * older version.
 */
export function adminDelete(list: () => { id: number; version: number }[]): Resolver<null> {
  return async ({ request, params }) => {
    await received(request);
    if (!adminApi.user) return unauthorized();
    const index = list().findIndex((item) => item.id === Number(params.id));
    if (index < 0) return notFound();
    const stale = staleVersion(request, list()[index]);
    if (stale) return stale;
    list().splice(index, 1);
    return null;
  };
}

/** Adds an item to a list as the functions create one: a new id and createdAt (answered 201). */
export function addTo<T>(list: T[], item: object): T {
  const created = { id: nextId++, ...item, createdAt: now(), version: 1 } as T;
  list.push(created);
  return created;
}

/** Lower case without accents, as the database's fold_search compares. */
const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

/** An admin read: the answer with a session, 401 without. */
export const signedIn =
  <T>(read: (request: Request) => T): Resolver<T> =>
  ({ request }) =>
    adminApi.user ? read(request) : unauthorized();

/**
 * An inbox list as the functions page it: newest first as stored here, 50 a page, `q` searched in the
 * given fields, `{ items, total, nextCursor }`, 401 without a session.
 */
export function pagedRead<T>(rows: () => T[], searched: (row: T) => string[]): Resolver<InboxPage<T>> {
  return signedIn((request) => {
    const params = new URL(request.url).searchParams;
    const term = fold(params.get('q')?.trim() ?? '');
    const matching = rows().filter((row) => searched(row).some((text) => fold(text).includes(term)));
    const start = Number(params.get('cursor') ?? 0);
    const items = matching.slice(start, start + 50);
    const nextCursor = start + 50 < matching.length ? String(start + 50) : null;
    return { items, total: matching.length, nextCursor };
  });
}

/** What an erasure of `email` removes from each list, and the lists without it. */
export function erase(email: string): ErasedCounts {
  const others = <T extends { email: string }>(rows: T[]) => rows.filter((row) => row.email.toLowerCase() !== email);
  const before = { ...retentionCounts() };
  adminApi.contactSubmissions = others(adminApi.contactSubmissions);
  adminApi.photoBoothEmails = others(adminApi.photoBoothEmails);
  adminApi.newsletterSubscriptions = others(adminApi.newsletterSubscriptions);
  adminApi.volunteers = others(adminApi.volunteers);
  adminApi.rsvps = others(adminApi.rsvps);
  adminApi.consents = others(adminApi.consents);
  const after = retentionCounts();
  return {
    contactSubmissions: before.contactSubmissions - after.contactSubmissions,
    photoBoothEmails: before.photoBoothEmails - after.photoBoothEmails,
    newsletterSubscriptions: before.newsletterSubscriptions - after.newsletterSubscriptions,
    rsvps: before.rsvps - after.rsvps,
    rsvpRequests: 0,
    volunteers: before.volunteers - after.volunteers,
    checkIns: 0,
    consents: before.consents - after.consents,
  };
}

/** What is held about `email`, as GET /api/admin/personal-data answers. */
export function held(email: string): PersonalDataHeld {
  const of = <T extends { email: string }>(rows: T[]) => rows.filter((row) => row.email.toLowerCase() === email);
  const consents = of(adminApi.consents);
  return {
    counts: {
      contactSubmissions: of(adminApi.contactSubmissions).length,
      photoBoothEmails: of(adminApi.photoBoothEmails).length,
      newsletterSubscriptions: of(adminApi.newsletterSubscriptions).length,
      rsvps: of(adminApi.rsvps).length,
      rsvpRequests: 0,
      volunteers: of(adminApi.volunteers).length,
      checkIns: 0,
      consents: consents.length,
    },
    consents,
  };
}

export const retentionCounts = (): ErasedCounts => ({
  contactSubmissions: adminApi.contactSubmissions.length,
  photoBoothEmails: adminApi.photoBoothEmails.length,
  newsletterSubscriptions: adminApi.newsletterSubscriptions.length,
  rsvps: adminApi.rsvps.length,
  rsvpRequests: 0,
  volunteers: adminApi.volunteers.length,
  checkIns: 0,
  consents: adminApi.consents.length,
});
