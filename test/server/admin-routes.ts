/**
 * Test support: every route of the API that needs an admin session, with who may call it and a request it answers
 * with 2xx when allowed (functions/_lib/role-matrix.test.ts calls each one as every role and without a session).
 */
import type { Context } from '@netlify/functions';
import { API } from '../../core/api-paths';
import type { HttpMethod } from '../../core/api-contract';
import type { AdminArea } from '../../core/schema/admin-account.schema';
import { getDb } from '../../db/client';
import { insertCampaignMaterial } from '../../db/queries/campaign-materials.queries';
import { insertShift } from '../../db/queries/shifts.queries';
import { seedSiteContent } from '../../db/queries/site-content.queries';
import { insertTourEvent } from '../../db/queries/tour-events.queries';
import { insertVisitedCity } from '../../db/queries/visited-cities.queries';
import { TEST_ADMIN, type CallOptions } from './function-calls';
import { confirmedBooking } from './booking-kit';
import { ACCOUNT_ROUTES } from './account-routes';
import { MAIL_ROUTES } from './mail-routes';
import { DOOR_ROUTES } from './door-routes';
import { UPLOAD_ROUTES } from './upload-routes';
import { POLLING_ROUTES } from './polling-routes';
import adminContactSubmissions from '../../functions/admin-contact-submissions/admin-contact-submissions';
import adminMailStatus from '../../functions/admin-mail-status/admin-mail-status';
import adminMetrics from '../../functions/admin-metrics/admin-metrics';
import adminNewsletterSubscriptions from '../../functions/admin-newsletter-subscriptions/admin-newsletter-subscriptions';
import adminPersonalData from '../../functions/admin-personal-data/admin-personal-data';
import adminPhotoBoothEmails from '../../functions/admin-photo-booth-emails/admin-photo-booth-emails';
import adminRetention from '../../functions/admin-retention/admin-retention';
import adminRsvp from '../../functions/admin-rsvp/admin-rsvp';
import adminShift from '../../functions/admin-shift/admin-shift';
import adminShiftSignups from '../../functions/admin-shift-signups/admin-shift-signups';
import adminShiftSignup from '../../functions/admin-shift-signup/admin-shift-signup';
import adminShiftMessages from '../../functions/admin-shift-messages/admin-shift-messages';
import { SHIFT_SUBJECT } from '../../db/queries/booking-subjects';
import adminShifts from '../../functions/admin-shifts/admin-shifts';
import adminRsvpCounts from '../../functions/admin-rsvp-counts/admin-rsvp-counts';
import adminReferrals from '../../functions/admin-referrals/admin-referrals';
import adminVolunteers from '../../functions/admin-volunteers/admin-volunteers';
import adminTourEventRsvps from '../../functions/admin-tour-event-rsvps/admin-tour-event-rsvps';
import authPassword from '../../functions/auth-password/auth-password';
import authUser from '../../functions/auth-user/auth-user';
import campaignMaterial from '../../functions/campaign-material/campaign-material';
import campaignMaterialsWrite from '../../functions/campaign-materials-write/campaign-materials-write';
import contentWrite from '../../functions/content-write/content-write';
import tourEvent from '../../functions/tour-event/tour-event';
import tourEventsWrite from '../../functions/tour-events-write/tour-events-write';
import visitedCitiesWrite from '../../functions/visited-cities-write/visited-cities-write';
import visitedCity from '../../functions/visited-city/visited-city';

type Handler = (req: Request, context: Context) => Promise<Response>;

/** Who may call a route: the areas of core/schema/admin-account.schema.ts, or any signed-in account. */
export type Access = AdminArea | readonly AdminArea[] | 'any-account';

export interface AdminRoute {
  method: HttpMethod;
  /** The API table's path (its template, for an item). */
  path: string;
  handler: Handler;
  access: Access;
  /** A request the route answers with 2xx when allowed: a valid body, an existing item. */
  request: () => Promise<Omit<CallOptions, 'method' | 'cookie'> & { url?: string }>;
}

const stop = () =>
  insertTourEvent(getDb(), {
    title: 'Comizio',
    location: 'Padova',
    eventDate: '2030-11-20',
    eventTime: null,
    address: null,
    description: null,
    completed: 0,
  });
const city = () =>
  insertVisitedCity(getDb(), { cityName: 'Rovigo', visitDate: null, description: null, pinX: 1, pinY: 1 });
const MATERIAL = {
  title: 'Volantino',
  description: null,
  fileUrl: 'https://example.it/v.pdf',
  fileType: 'pdf',
} as const;
const material = () => insertCampaignMaterial(getDb(), { ...MATERIAL, fileSize: '1 MB' });
const STOP_BODY = { title: 'Comizio', location: 'Padova', eventDate: '2030-11-20' };
const SHIFT_BODY = {
  title: 'Volantini al mercato',
  activity: 'volantinaggio',
  place: 'Piazza delle Erbe',
  comune: 'Padova',
  date: '2030-11-20',
  start: '09:00',
  end: '12:00',
  capacity: 3,
} as const;
const shift = () => insertShift(getDb(), SHIFT_BODY);
const itemAt = (id: number | string) => ({ params: { id: String(id) } });
const BOOKING = { name: 'Anna', email: 'anna@example.it', phone: null, people: 1, privacyAccepted: 1 };
export const ADMIN_ROUTES: AdminRoute[] = [
  {
    method: 'PUT',
    path: API.content,
    handler: contentWrite,
    access: 'content',
    request: async () => {
      await seedSiteContent(getDb());
      return { body: { heroTitle: 'Un nuovo titolo' } };
    },
  },
  {
    method: 'POST',
    path: API.visitedCities,
    handler: visitedCitiesWrite,
    access: 'content',
    request: async () => ({ body: { cityName: 'Verona', pinX: 30, pinY: 40 } }),
  },
  {
    method: 'DELETE',
    path: API.visitedCity,
    handler: visitedCity,
    access: 'content',
    request: async () => itemAt((await city()).id),
  },
  {
    method: 'POST',
    path: API.tourEvents,
    handler: tourEventsWrite,
    access: 'content',
    request: async () => ({ body: STOP_BODY }),
  },
  {
    method: 'PUT',
    path: API.tourEvent,
    handler: tourEvent,
    access: 'content',
    request: async () => ({ ...itemAt((await stop()).id), body: STOP_BODY }),
  },
  {
    method: 'DELETE',
    path: API.tourEvent,
    handler: tourEvent,
    access: 'content',
    request: async () => itemAt((await stop()).id),
  },
  {
    method: 'POST',
    path: API.campaignMaterials,
    handler: campaignMaterialsWrite,
    access: 'content',
    request: async () => ({
      body: { title: 'Volantino', fileUrl: 'https://example.it/v.pdf', fileType: 'pdf', fileSize: '1 MB' },
    }),
  },
  {
    method: 'DELETE',
    path: API.campaignMaterial,
    handler: campaignMaterial,
    access: 'content',
    request: async () => itemAt((await material()).id),
  },
  { method: 'GET', path: API.adminShifts, handler: adminShifts, access: 'content', request: async () => ({}) },
  {
    method: 'POST',
    path: API.adminShifts,
    handler: adminShifts,
    access: 'content',
    request: async () => ({ body: SHIFT_BODY }),
  },
  {
    method: 'PUT',
    path: API.adminShift,
    handler: adminShift,
    access: 'content',
    request: async () => ({ ...itemAt((await shift()).id), body: SHIFT_BODY }),
  },
  {
    method: 'DELETE',
    path: API.adminShift,
    handler: adminShift,
    access: 'content',
    request: async () => itemAt((await shift()).id),
  },
  {
    method: 'GET',
    path: API.adminShiftSignups,
    handler: adminShiftSignups,
    access: 'content',
    request: async () => itemAt((await shift()).id),
  },
  {
    method: 'DELETE',
    path: API.adminShiftSignup,
    handler: adminShiftSignup,
    access: 'content',
    request: async () =>
      itemAt(
        await confirmedBooking(getDb(), (await shift()).id, { ...BOOKING, people: 1 }, '2025-01-01', SHIFT_SUBJECT),
      ),
  },
  {
    method: 'POST',
    path: API.adminShiftMessages,
    handler: adminShiftMessages,
    access: 'content',
    request: async () => ({
      ...itemAt((await shift()).id),
      body: { subject: 'Gazebo', text: 'Ci troviamo al gazebo blu.' },
    }),
  },
  { method: 'GET', path: API.authUser, handler: authUser, access: 'any-account', request: async () => ({}) },
  {
    method: 'POST',
    path: API.password,
    handler: authPassword,
    access: 'any-account',
    request: async () => ({
      body: { currentPassword: TEST_ADMIN.password, newPassword: 'una-password-nuova-e-lunga' },
    }),
  },
  ...(
    [
      [API.adminContactSubmissions, adminContactSubmissions],
      [API.adminPhotoBoothEmails, adminPhotoBoothEmails],
      [API.adminNewsletterSubscriptions, adminNewsletterSubscriptions],
      [API.adminVolunteers, adminVolunteers],
      [API.retention, adminRetention],
    ] as const
  ).map(([path, handler]): AdminRoute => ({
    method: 'GET',
    path,
    handler,
    access: 'inbox',
    request: async () => ({}),
  })),
  {
    method: 'GET',
    path: API.personalData,
    handler: adminPersonalData,
    access: 'inbox',
    request: async () => ({ url: `http://localhost:8888${API.personalData}?email=anna%40example.it` }),
  },
  {
    method: 'DELETE',
    path: API.personalData,
    handler: adminPersonalData,
    access: 'inbox',
    request: async () => ({ body: { email: 'anna@example.it' } }),
  },
  {
    method: 'GET',
    path: API.adminTourEventRsvps,
    handler: adminTourEventRsvps,
    access: 'inbox',
    request: async () => itemAt((await stop()).id),
  },
  {
    method: 'DELETE',
    path: API.adminRsvp,
    handler: adminRsvp,
    access: 'inbox',
    request: async () => itemAt(await confirmedBooking(getDb(), (await stop()).id, BOOKING, '2025-01-01')),
  },
  {
    method: 'GET',
    path: API.adminRsvpCounts,
    handler: adminRsvpCounts,
    access: ['content', 'inbox'],
    request: async () => ({}),
  },
  {
    method: 'GET',
    path: API.adminReferrals,
    handler: adminReferrals,
    access: 'inbox',
    request: async () => ({}),
  },
  {
    method: 'GET',
    path: API.mailStatus,
    handler: adminMailStatus,
    access: ['content', 'inbox'],
    request: async () => ({}),
  },
  {
    method: 'GET',
    path: API.adminMetrics,
    handler: adminMetrics,
    access: ['content', 'inbox'],
    request: async () => ({}),
  },
  ...ACCOUNT_ROUTES,
  ...UPLOAD_ROUTES,
  ...MAIL_ROUTES,
  ...DOOR_ROUTES,
  ...POLLING_ROUTES,
];

/** The API's routes that need no session: public reads and forms, sign-in and out, the links in mails. */
export const PUBLIC_ROUTES = new Set([
  `GET ${API.content}`,
  `POST ${API.contact}`,
  `GET ${API.visitedCities}`,
  `GET ${API.tourEvents}`,
  `GET ${API.tourCalendar}`,
  `POST ${API.tourEventRsvps}`,
  `POST ${API.volunteers}`,
  `GET ${API.volunteerConfirm}`,
  `POST ${API.volunteerConfirm}`,
  `POST ${API.pollingDecline}`,
  `GET ${API.rsvpConfirm}`,
  `POST ${API.rsvpConfirm}`,
  `GET ${API.rsvpCancel}`,
  `POST ${API.rsvpCancel}`,
  `POST ${API.rsvpStopMails}`,
  `GET ${API.shifts}`,
  `POST ${API.shiftSignups}`,
  `GET ${API.shiftSignupConfirm}`,
  `POST ${API.shiftSignupConfirm}`,
  `GET ${API.shiftSignupCancel}`,
  `POST ${API.shiftSignupCancel}`,
  `GET ${API.campaignMaterials}`,
  `GET ${API.materialFile}`,
  `POST ${API.photoBoothEmails}`,
  `POST ${API.newsletterSubscriptions}`,
  `POST ${API.login}`,
  `POST ${API.loginCode}`,
  `POST ${API.logout}`,
  `POST ${API.newsletterConfirmation}`,
  `POST ${API.newsletterUnsubscribe}`,
  `POST ${API.metrics}`,
]);
