import { http, HttpResponse, type JsonBodyType } from 'msw';
import type { ContactSubmission } from '../../../core/schema/contact';
import type { PhotoBoothEmail } from '../../../core/schema/photo-booth-email';
import type { User } from '../../../core/schema/user';
import { siteConfig } from '../../../core/site-config';
import { screen } from '@testing-library/react';
import { api, server } from '../../test/api-server';
import { renderRoute } from '../../test/render';

/**
 * The admin endpoints for the panel's component tests, following the functions' contract, on top of the
 * shared in-memory API (its lists are the ones the public pages read). Installed per test with installAdminApi.
 */
export const ADMIN_USER: User = {
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
  /** Every write received, as "METHOD /path", for asserting what was (not) sent. */
  writes: string[];
}

export const adminApi: AdminState = { user: null, contactSubmissions: [], photoBoothEmails: [], writes: [] };

const unauthorized = () => HttpResponse.json({ error: 'Non autorizzato' }, { status: 401 });
const now = () => new Date().toISOString();

async function received(request: Request): Promise<Record<string, unknown>> {
  const path = new URL(request.url).pathname;
  adminApi.writes.push(`${request.method} ${path}`);
  const text = await request.text();
  const body = (text ? JSON.parse(text) : {}) as Record<string, unknown>;
  (api.received[path] ??= []).push(body);
  return body;
}

let nextId = 100;

/** Guards an admin write: 401 without a session, as requireAdmin does before reading the body. */
function admin(handler: (body: Record<string, unknown>, params: Record<string, string>) => Response) {
  return async ({ request, params }: { request: Request; params: Record<string, string | readonly string[] | undefined> }) => {
    const body = await received(request);
    if (!adminApi.user) return unauthorized();
    return handler(body, params as Record<string, string>);
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

/** An admin read: the data with a session, 401 without. */
function signedInRead(data: () => unknown) {
  return () => (adminApi.user ? HttpResponse.json(data() as JsonBodyType) : unauthorized());
}

const adminHandlers = [
  http.get('*/api/auth/user', signedInRead(() => adminApi.user)),
  http.post('*/api/login', async ({ request }) => {
    const body = await received(request);
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
  http.post('*/api/visited-cities', admin((body) => addTo(api.visitedCities, { visitDate: null, description: null, ...body }))),
  http.delete('*/api/visited-cities/:id', admin((_body, { id }) => removeById(api.visitedCities, id))),
  http.post('*/api/tour-events', admin((body) => addTo(api.tourEvents, body))),
  http.put(
    '*/api/tour-events/:id',
    admin((body, { id }) => {
      const index = api.tourEvents.findIndex((event) => event.id === Number(id));
      if (index < 0) return HttpResponse.json({ error: 'Elemento non trovato' }, { status: 404 });
      api.tourEvents[index] = { ...api.tourEvents[index], ...body } as never;
      return HttpResponse.json(api.tourEvents[index] as unknown as JsonBodyType);
    }),
  ),
  http.delete('*/api/tour-events/:id', admin((_body, { id }) => removeById(api.tourEvents, id))),
  http.post('*/api/campaign-materials', admin((body) => addTo(api.campaignMaterials, body))),
  http.delete('*/api/campaign-materials/:id', admin((_body, { id }) => removeById(api.campaignMaterials, id))),
  http.get('*/api/admin/contact-submissions', signedInRead(() => adminApi.contactSubmissions)),
  http.get('*/api/admin/photo-booth-emails', signedInRead(() => adminApi.photoBoothEmails)),
  http.get(
    '*/api/admin/retention',
    signedInRead(() => ({
      lastDay: siteConfig.retention.lastDay,
      toDelete: {
        contactSubmissions: adminApi.contactSubmissions.length,
        photoBoothEmails: adminApi.photoBoothEmails.length,
        newsletterSubscriptions: 0,
      },
    })),
  ),
  http.delete(
    '*/api/admin/personal-data',
    admin((body) => {
      const email = String(body.email).toLowerCase();
      const before = [adminApi.contactSubmissions.length, adminApi.photoBoothEmails.length];
      adminApi.contactSubmissions = adminApi.contactSubmissions.filter((row) => row.email.toLowerCase() !== email);
      adminApi.photoBoothEmails = adminApi.photoBoothEmails.filter((row) => row.email.toLowerCase() !== email);
      return HttpResponse.json({
        contactSubmissions: before[0] - adminApi.contactSubmissions.length,
        photoBoothEmails: before[1] - adminApi.photoBoothEmails.length,
        newsletterSubscriptions: 0,
      });
    }),
  ),
  http.put(
    '*/api/content',
    admin((body) => {
      Object.assign(api.content, body, { updatedAt: now() });
      return HttpResponse.json(api.content as unknown as JsonBodyType);
    }),
  ),
  http.post(
    '*/api/auth/password',
    admin((body) =>
      body.currentPassword === ADMIN_PASSWORD
        ? new HttpResponse(null, { status: 204 })
        : HttpResponse.json({ error: 'Dati non validi', fields: { currentPassword: 'La password attuale non è corretta' } }, { status: 400 }),
    ),
  ),
];

/** Installs the admin endpoints, with or without a signed-in admin. */
export function installAdminApi({ signedIn }: { signedIn: boolean }): void {
  adminApi.user = signedIn ? ADMIN_USER : null;
  adminApi.contactSubmissions = [];
  adminApi.photoBoothEmails = [];
  adminApi.writes = [];
  server.use(...adminHandlers);
}

/** Renders /admin with the session in place and waits for the panel. */
export async function openPanel() {
  const rendered = renderRoute('/admin');
  await screen.findByRole('heading', { name: 'Pannello Amministrazione' });
  return rendered;
}
