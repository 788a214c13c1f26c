import { screen } from '@testing-library/react';
import { http, HttpResponse, type JsonBodyType } from 'msw';
import type { AnyObjectSchema, InferType } from 'yup';
import { ADMIN_MESSAGES, erasureSchema, passwordChangeSchema, type MailStatus } from '../../core/schema/admin';
import { campaignMaterialSchema } from '../../core/schema/campaign-material';
import type { ContactSubmission } from '../../core/schema/contact';
import type { NewsletterSubscription } from '../../core/schema/newsletter-subscription';
import type { PhotoBoothEmail } from '../../core/schema/photo-booth-email';
import { siteContentSchema } from '../../core/schema/site-content';
import { tourEventSchema } from '../../core/schema/tour-event';
import { loginSchema, type User } from '../../core/schema/user';
import { visitedCitySchema } from '../../core/schema/visited-city';
import { siteConfig } from '../../core/site-config';
import { api, server } from './api-server';
import { renderRoute } from './render';
import { BODY_MESSAGES, checkBody, jsonBody } from './validate-body';

/**
 * The admin endpoints for the panel's component tests, following the functions' contract (bodies validated
 * with the same shared schemas), on top of the shared in-memory API (its lists are the ones the public pages
 * read). Installed per test with installAdminApi.
 */
const ADMIN_USER: User = {
  id: '00000000-0000-4000-8000-000000000001',
  username: 'admin',
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
  mailStatus: MailStatus;
  /** Every write received, as "METHOD /path", for asserting what was (not) sent. */
  writes: string[];
}

/** Mail configured, nothing waiting. */
const MAIL_SENDING: MailStatus = { configured: true, pending: 0, retrying: 0, held: 0, failed: 0, sentLastDay: 0 };

export const adminApi: AdminState = {
  user: null,
  contactSubmissions: [],
  photoBoothEmails: [],
  newsletterSubscriptions: [],
  mailStatus: MAIL_SENDING,
  writes: [],
};

const unauthorized = () => HttpResponse.json({ error: 'Non autorizzato' }, { status: 401 });
const now = () => new Date().toISOString();

/** Records a write and its body as they came, for the tests' assertions. */
async function received(request: Request): Promise<unknown> {
  const path = new URL(request.url).pathname;
  adminApi.writes.push(`${request.method} ${path}`);
  const body = await jsonBody(request);
  (api.received[path] ??= []).push(body ?? {});
  return body;
}

let nextId = 100;

type Params = Record<string, string | readonly string[] | undefined>;

/**
 * Guards an admin write as the functions do: 401 without a session (requireAdmin comes before the body), then
 * 400 when the shared schema refuses the body; the handler gets the validated body.
 */
function admin<S extends AnyObjectSchema>(
  schema: S,
  handler: (body: InferType<S>, params: Record<string, string>) => Response,
) {
  return async ({ request, params }: { request: Request; params: Params }) => {
    const body = await received(request);
    if (!adminApi.user) return unauthorized();
    const checked = await checkBody(body, schema);
    return checked.ok ? handler(checked.value, params as Record<string, string>) : checked.response;
  };
}

/** Guards an admin DELETE of one item, which has no body: 401 without a session. */
function adminDelete(handler: (id: string) => Response) {
  return async ({ request, params }: { request: Request; params: Params }) => {
    await received(request);
    return adminApi.user ? handler(String(params.id)) : unauthorized();
  };
}

/** Adds an item to a list as the functions create one: a new id and createdAt, answered 201. */
function addTo<T>(list: T[], item: Record<string, unknown>): Response {
  const created = { id: nextId++, ...item, createdAt: now() };
  list.push(created as T);
  return HttpResponse.json(created, { status: 201 });
}

function removeById<T extends { id: number }>(list: T[], id: string): Response {
  const index = list.findIndex((item) => item.id === Number(id));
  if (index < 0) return HttpResponse.json({ error: 'Elemento non trovato' }, { status: 404 });
  list.splice(index, 1);
  return new HttpResponse(null, { status: 204 });
}

/** Lower case without accents, as the database's fold_search compares. */
const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

/**
 * An inbox list as the functions page it: newest first as stored here, 50 a page, `q` searched in the
 * given fields, `{ items, total, nextCursor }`, 401 without a session.
 */
function pagedRead<T>(rows: () => T[], searched: (row: T) => string[]) {
  return ({ request }: { request: Request }) => {
    if (!adminApi.user) return unauthorized();
    const params = new URL(request.url).searchParams;
    const term = fold(params.get('q')?.trim() ?? '');
    const matching = rows().filter((row) => searched(row).some((text) => fold(text).includes(term)));
    const start = Number(params.get('cursor') ?? 0);
    const items = matching.slice(start, start + 50);
    const nextCursor = start + 50 < matching.length ? String(start + 50) : null;
    return HttpResponse.json({ items, total: matching.length, nextCursor } as unknown as JsonBodyType);
  };
}

/** An admin read: the data with a session, 401 without. */
function signedInRead(data: () => unknown) {
  return () => (adminApi.user ? HttpResponse.json(data() as JsonBodyType) : unauthorized());
}

const adminHandlers = [
  http.get(
    '*/api/auth/user',
    signedInRead(() => adminApi.user),
  ),
  http.post('*/api/login', async ({ request }) => {
    const checked = await checkBody(await received(request), loginSchema);
    if (!checked.ok) return checked.response;
    const body = checked.value;
    if (body.username !== ADMIN_USER.username || body.password !== ADMIN_PASSWORD) {
      return HttpResponse.json({ error: 'Credenziali non valide' }, { status: 401 });
    }
    adminApi.user = ADMIN_USER;
    return HttpResponse.json(ADMIN_USER as unknown as JsonBodyType);
  }),
  http.post('*/api/logout', async ({ request }) => {
    await received(request);
    adminApi.user = null;
    return new HttpResponse(null, { status: 204 });
  }),
  http.post(
    '*/api/visited-cities',
    admin(visitedCitySchema, (body) => addTo(api.visitedCities, { visitDate: null, description: null, ...body })),
  ),
  http.delete(
    '*/api/visited-cities/:id',
    adminDelete((id) => removeById(api.visitedCities, id)),
  ),
  http.post(
    '*/api/tour-events',
    admin(tourEventSchema, (body) => addTo(api.tourEvents, body)),
  ),
  http.put(
    '*/api/tour-events/:id',
    admin(tourEventSchema, (body, { id }) => {
      const index = api.tourEvents.findIndex((event) => event.id === Number(id));
      if (index < 0) return HttpResponse.json({ error: 'Elemento non trovato' }, { status: 404 });
      api.tourEvents[index] = { ...api.tourEvents[index], ...body } as never;
      return HttpResponse.json(api.tourEvents[index] as unknown as JsonBodyType);
    }),
  ),
  http.delete(
    '*/api/tour-events/:id',
    adminDelete((id) => removeById(api.tourEvents, id)),
  ),
  http.post(
    '*/api/campaign-materials',
    admin(campaignMaterialSchema, (body) => addTo(api.campaignMaterials, body)),
  ),
  http.delete(
    '*/api/campaign-materials/:id',
    adminDelete((id) => removeById(api.campaignMaterials, id)),
  ),
  http.get(
    '*/api/admin/contact-submissions',
    pagedRead(
      () => adminApi.contactSubmissions,
      (row) => [row.name, row.email, row.message],
    ),
  ),
  http.get(
    '*/api/admin/photo-booth-emails',
    pagedRead(
      () => adminApi.photoBoothEmails,
      (row) => [row.nomeCognome, row.email, row.citta],
    ),
  ),
  http.get(
    '*/api/admin/retention',
    signedInRead(() => ({
      lastDay: siteConfig.retention.lastDay,
      toDelete: {
        contactSubmissions: adminApi.contactSubmissions.length,
        photoBoothEmails: adminApi.photoBoothEmails.length,
        newsletterSubscriptions: adminApi.newsletterSubscriptions.length,
      },
    })),
  ),
  http.get(
    '*/api/admin/mail-status',
    signedInRead(() => adminApi.mailStatus),
  ),
  http.get(
    '*/api/admin/newsletter-subscriptions',
    pagedRead(
      () => adminApi.newsletterSubscriptions,
      (row) => [row.name ?? '', row.email],
    ),
  ),
  http.delete(
    '*/api/admin/personal-data',
    admin(erasureSchema, (body) => {
      const email = body.email.toLowerCase();
      const before = [
        adminApi.contactSubmissions.length,
        adminApi.photoBoothEmails.length,
        adminApi.newsletterSubscriptions.length,
      ];
      adminApi.contactSubmissions = adminApi.contactSubmissions.filter((row) => row.email.toLowerCase() !== email);
      adminApi.photoBoothEmails = adminApi.photoBoothEmails.filter((row) => row.email.toLowerCase() !== email);
      adminApi.newsletterSubscriptions = adminApi.newsletterSubscriptions.filter(
        (row) => row.email.toLowerCase() !== email,
      );
      return HttpResponse.json({
        contactSubmissions: before[0] - adminApi.contactSubmissions.length,
        photoBoothEmails: before[1] - adminApi.photoBoothEmails.length,
        newsletterSubscriptions: before[2] - adminApi.newsletterSubscriptions.length,
      });
    }),
  ),
  http.put(
    '*/api/content',
    admin(siteContentSchema, (body) => {
      if (Object.values(body).every((value) => value === undefined)) {
        return HttpResponse.json({ error: ADMIN_MESSAGES.noChanges }, { status: 400 });
      }
      Object.assign(api.content, body, { updatedAt: now() });
      return HttpResponse.json(api.content as unknown as JsonBodyType);
    }),
  ),
  http.post(
    '*/api/auth/password',
    admin(passwordChangeSchema, (body) =>
      body.currentPassword === ADMIN_PASSWORD
        ? new HttpResponse(null, { status: 204 })
        : HttpResponse.json(
            { error: BODY_MESSAGES.badInput, fields: { currentPassword: ADMIN_MESSAGES.wrongCurrentPassword } },
            { status: 400 },
          ),
    ),
  ),
];

/** Installs the admin endpoints, with or without a signed-in admin. */
export function installAdminApi({ signedIn }: { signedIn: boolean }): void {
  adminApi.user = signedIn ? ADMIN_USER : null;
  adminApi.contactSubmissions = [];
  adminApi.photoBoothEmails = [];
  adminApi.newsletterSubscriptions = [];
  adminApi.mailStatus = MAIL_SENDING;
  adminApi.writes = [];
  server.use(...adminHandlers);
}

/** Renders /admin with the session in place and waits for the panel. */
export async function openPanel() {
  const rendered = renderRoute('/admin');
  await screen.findByRole('heading', { name: 'Pannello Amministrazione' });
  return rendered;
}
