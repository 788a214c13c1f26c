import { screen } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { API } from '../../core/api-paths';
import { ADMIN_MESSAGES, erasureSchema, passwordChangeSchema } from '../../core/schema/admin.schema';
import { campaignMaterialSchema } from '../../core/schema/campaign-material.schema';
import { siteContentSchema } from '../../core/schema/site-content.schema';
import { tourEventSchema, type TourEvent } from '../../core/schema/tour-event.schema';
import { loginSchema, type AdminRole, type User } from '../../core/schema/user.schema';
import { TEST_CODE, accountHandlers, accountsApi, resetAccountsApi } from './admin-accounts-api';
import { resetUploadsApi, uploadHandlers } from './material-uploads-api';
import { bookingHandlers } from './admin-bookings-api';
import { mailHandlers } from './admin-mail-api';
import { shiftHandlers, shiftSignupsOf } from './admin-shifts-api';
import { doorHandlers, resetDoorApi } from './admin-door-api';
import { pollingHandlers, resetPollingApi } from './admin-polling-api';
import { metricsHandlers, resetMetricsApi } from './admin-metrics-api';
import {
  SECOND_FACTOR_MAX_WRONG_CODES,
  TWO_FACTOR_MESSAGES,
  twoFactorCodeSchema,
} from '../../core/schema/two-factor.schema';
import { visitedCitySchema } from '../../core/schema/visited-city.schema';
import { siteConfig } from '../../core/site-config';
import {
  ADMIN_PASSWORD,
  ADMIN_USER,
  MAIL_SENDING,
  addTo,
  admin,
  adminApi,
  adminDelete,
  erase,
  held,
  notFound,
  now,
  pagedRead,
  received,
  retentionCounts,
  signedIn,
  staleVersion,
} from './admin-api-store';
import { api, handle, server } from './api-server';
import { renderRoute } from './render';
import { BODY_MESSAGES, checkBody } from './validate-body';

/**
 * The admin endpoints for the panel's component tests, following the functions' contract (the entries'
 * paths and reply types, bodies validated with the same shared schemas), on top of the shared in-memory API
 * (its lists are the ones the public pages read). Installed per test with installAdminApi.
 */
const adminHandlers = [
  handle(
    'GET',
    API.authUser,
    signedIn(() => adminApi.user as User),
  ),
  handle('POST', API.login, async ({ request }) => {
    const checked = await checkBody(await received(request), loginSchema);
    if (!checked.ok) return checked.response;
    const body = checked.value;
    if (body.username !== ADMIN_USER.username || body.password !== ADMIN_PASSWORD) {
      return HttpResponse.json({ error: 'Credenziali non valide' }, { status: 401 });
    }
    if (accountsApi.loginNeedsCode) {
      accountsApi.wrongCodes = 0;
      return { twoFactor: true as const };
    }
    adminApi.user = ADMIN_USER;
    return ADMIN_USER;
  }),
  handle('POST', API.loginCode, async ({ request }) => {
    const checked = await checkBody(await received(request), twoFactorCodeSchema);
    if (!checked.ok) return checked.response;
    if (checked.value.code !== TEST_CODE) {
      // As the function: the sign-in's last wrong code voids it.
      const over = ++accountsApi.wrongCodes >= SECOND_FACTOR_MAX_WRONG_CODES;
      const error = over ? TWO_FACTOR_MESSAGES.voided : TWO_FACTOR_MESSAGES.wrongCode;
      return HttpResponse.json({ error }, { status: 401 });
    }
    adminApi.user = { ...ADMIN_USER, twoFactor: true };
    return adminApi.user;
  }),
  handle('POST', API.logout, async ({ request }) => {
    await received(request);
    adminApi.user = null;
    return null;
  }),
  handle(
    'POST',
    API.visitedCities,
    admin(visitedCitySchema, (body) => addTo(api.visitedCities, { visitDate: null, description: null, ...body })),
    201,
  ),
  handle(
    'DELETE',
    API.visitedCity,
    adminDelete(() => api.visitedCities),
  ),
  handle(
    'POST',
    API.tourEvents,
    admin(tourEventSchema, (body) => addTo(api.tourEvents, body)),
    201,
  ),
  handle(
    'PUT',
    API.tourEvent,
    admin(tourEventSchema, (body, { id }, request) => {
      const index = api.tourEvents.findIndex((event) => event.id === Number(id));
      if (index < 0) return notFound();
      const stale = staleVersion(request, api.tourEvents[index]);
      if (stale) return stale;
      const version = api.tourEvents[index].version + 1;
      api.tourEvents[index] = { ...api.tourEvents[index], ...body, version } as TourEvent;
      return api.tourEvents[index];
    }),
  ),
  handle(
    'DELETE',
    API.tourEvent,
    adminDelete(() => api.tourEvents),
  ),
  handle(
    'POST',
    API.campaignMaterials,
    admin(campaignMaterialSchema, (body) => addTo(api.campaignMaterials, body)),
    201,
  ),
  handle(
    'DELETE',
    API.campaignMaterial,
    adminDelete(() => api.campaignMaterials),
  ),
  handle(
    'GET',
    API.adminContactSubmissions,
    pagedRead(
      () => adminApi.contactSubmissions,
      (row) => [row.name, row.email, row.message],
    ),
  ),
  handle(
    'GET',
    API.adminPhotoBoothEmails,
    pagedRead(
      () => adminApi.photoBoothEmails,
      (row) => [row.nomeCognome, row.email, row.citta],
    ),
  ),
  handle(
    'GET',
    API.mailStatus,
    signedIn(() => adminApi.mailStatus),
  ),
  handle(
    'GET',
    API.adminNewsletterSubscriptions,
    pagedRead(
      () => adminApi.newsletterSubscriptions,
      (row) => [row.name ?? '', row.email],
    ),
  ),
  handle(
    'GET',
    API.adminVolunteers,
    pagedRead(
      () => adminApi.volunteers,
      (row) => [row.name, row.email, row.comune],
    ),
  ),
  handle(
    'GET',
    API.retention,
    signedIn(() => ({ lastDay: siteConfig.retention.lastDay, toDelete: retentionCounts() })),
  ),
  handle(
    'GET',
    API.personalData,
    signedIn((request) => held((new URL(request.url).searchParams.get('email') ?? '').toLowerCase())),
  ),
  handle(
    'DELETE',
    API.personalData,
    admin(erasureSchema, (body) => erase(body.email.toLowerCase())),
  ),
  handle(
    'PUT',
    API.content,
    admin(siteContentSchema, (body, _params, request) => {
      if (Object.values(body).every((value) => value === undefined)) {
        return HttpResponse.json({ error: ADMIN_MESSAGES.noChanges }, { status: 400 });
      }
      const stale = staleVersion(request, api.content);
      if (stale) return stale;
      const defined = Object.fromEntries(Object.entries(body).filter(([, value]) => value !== undefined));
      return Object.assign(api.content, defined, { updatedAt: now(), version: api.content.version + 1 });
    }),
  ),
  handle(
    'POST',
    API.password,
    admin(passwordChangeSchema, (body) =>
      body.currentPassword === ADMIN_PASSWORD
        ? null
        : HttpResponse.json(
            { error: BODY_MESSAGES.badInput, fields: { currentPassword: ADMIN_MESSAGES.wrongCurrentPassword } },
            { status: 400 },
          ),
    ),
  ),
];

/** Installs the admin endpoints, with or without a signed-in admin (the owner, unless `role` names another). */
export function installAdminApi({ signedIn, role = 'owner' }: { signedIn: boolean; role?: AdminRole }): void {
  adminApi.user = signedIn ? { ...ADMIN_USER, role } : null;
  resetAccountsApi();
  resetUploadsApi();
  adminApi.contactSubmissions = [];
  adminApi.photoBoothEmails = [];
  adminApi.newsletterSubscriptions = [];
  adminApi.rsvps = [];
  adminApi.referrals = [];
  adminApi.consents = [];
  adminApi.mailStatus = MAIL_SENDING;
  adminApi.writes = [];
  shiftSignupsOf.clear();
  resetDoorApi();
  resetPollingApi();
  resetMetricsApi();
  server.use(
    ...adminHandlers,
    ...bookingHandlers,
    ...mailHandlers,
    ...accountHandlers,
    ...uploadHandlers,
    ...shiftHandlers,
    ...doorHandlers,
    ...pollingHandlers,
    ...metricsHandlers,
  );
}

/** Renders /admin with the session in place and waits for the panel. */
export async function openPanel() {
  const rendered = renderRoute('/admin');
  await screen.findByRole('heading', { name: 'Pannello Amministrazione' });
  return rendered;
}
