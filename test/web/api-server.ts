import { http, HttpResponse, type JsonBodyType, type PathParams } from 'msw';
import { setupServer } from 'msw/node';
import type { AnyObjectSchema, InferType } from 'yup';
import { API } from '../../core/api-paths';
import { type HttpMethod, type MethodOf, type ReplyOf } from '../../core/api-contract';
import type { CampaignMaterial } from '../../core/schema/campaign-material.schema';
import { contactSchema, type ContactSubmission } from '../../core/schema/contact.schema';
import { photoBoothRecordSchema, type PhotoBoothEmail } from '../../core/schema/photo-booth-email.schema';
import { NEWSLETTER_MESSAGES, newsletterSubscriptionSchema } from '../../core/schema/newsletter-subscription.schema';
import { RSVP_MESSAGES, rsvpSchema, type RsvpCancelPreview } from '../../core/schema/rsvp.schema';
import { SHIFT_MESSAGES, shiftSignupSchema, type Shift } from '../../core/schema/shift.schema';
import type { SiteContent } from '../../core/schema/site-content.schema';
import { defaultSiteContent } from '../../core/site-content-defaults';
import type { TourEvent } from '../../core/schema/tour-event.schema';
import type { VisitedCity } from '../../core/schema/visited-city.schema';
import { VOLUNTEER_MESSAGES, volunteerSchema } from '../../core/schema/volunteer.schema';
import { POLLING_MESSAGES } from '../../core/schema/polling-section.schema';
import { checkBody, jsonBody } from './validate-body';

/**
 * An in-memory API that follows the contract of the functions (SPEC.md section 7): the same paths, JSON
 * shapes, status codes and error bodies, and each body validated with the shared schema its function reads it
 * with, so a component cannot pass here with a body the real API refuses. Tests seed it with `api` and override
 * single calls with `server.use(...)` for failures and delays.
 */
export interface ApiState {
  content: SiteContent;
  visitedCities: VisitedCity[];
  tourEvents: TourEvent[];
  campaignMaterials: CampaignMaterial[];
  /** The shifts as the panel reads them; the public list answers them without the counts. */
  shifts: Shift[];
  /** Bodies received by POST/PUT calls, per path, for assertions. */
  received: Record<string, unknown[]>;
}

function initialState(): ApiState {
  return {
    content: { id: 1, ...defaultSiteContent, updatedAt: '2025-10-01T10:00:00.000Z', version: 1 },
    visitedCities: [],
    tourEvents: [],
    campaignMaterials: [],
    shifts: [],
    received: {},
  };
}

export const api: ApiState = initialState();

export function resetApi(): void {
  Object.assign(api, initialState());
}

export type Resolver<T> = (info: { request: Request; params: PathParams }) => T | Response | Promise<T | Response>;

/**
 * An msw handler for one method of an API entry: the entry's path (`:id` as msw's parameter), and an answer of
 * the entry's reply type, as JSON with `status` (null: 204). A Response (a refusal) is answered as it is.
 */
export function handle<E extends string, M extends MethodOf<E>>(
  method: M,
  entry: E,
  resolver: Resolver<ReplyOf<E, M>>,
  status = 200,
) {
  const route = http[method.toLowerCase() as Lowercase<HttpMethod>];
  return route(`*${entry}`, async (info) => {
    const answer = await resolver(info);
    if (answer instanceof Response) return answer;
    if (answer === null) return new HttpResponse(null, { status: 204 });
    return HttpResponse.json(answer as JsonBodyType, { status });
  });
}

/**
 * Records a POST's body as it came, then answers like the function: 400 when the shared schema refuses it, else
 * what `reply` makes of the validated body.
 */
function create<S extends AnyObjectSchema, T>(schema: S, reply: (value: InferType<S>) => T): Resolver<T> {
  return async ({ request }) => {
    const body = await jsonBody(request);
    const path = new URL(request.url).pathname;
    (api.received[path] ??= []).push(body);
    const checked = await checkBody(body, schema);
    return checked.ok ? reply(checked.value) : checked.response;
  };
}

/** A stored row as the functions answer it: an id and its creation time. */
const stored = <T>(value: object): T => ({ id: 1, ...value, createdAt: new Date().toISOString(), version: 1 }) as T;

/** The booking a cancel link names unless a test says otherwise. */
export const BOOKING_TO_CANCEL: RsvpCancelPreview = {
  stop: {
    id: 4,
    title: 'Incontro in piazza',
    location: 'Castelfranco Veneto',
    eventDate: '2025-11-15',
    eventTime: '18:30',
    description: null,
    address: 'Piazza Giorgione 1',
    createdAt: '2025-10-01T08:00:00.000Z',
    sequence: 0,
  },
  people: 2,
  status: 'confirmed',
  position: null,
  invitation: { code: 'K7M2QX9P', path: '/tappe/4?ref=K7M2QX9P', recruited: 2 },
};

/** A link the tests did not set up: unknown, as the function answers one. */
const unknownLink = (error: string) => () => HttpResponse.json({ error }, { status: 404 });

const handlers = [
  handle('GET', API.content, () => api.content),
  handle('GET', API.visitedCities, () => api.visitedCities),
  handle('GET', API.tourEvents, () => api.tourEvents),
  handle('GET', API.campaignMaterials, () => api.campaignMaterials),
  handle(
    'POST',
    API.contact,
    create(contactSchema, (contact) => stored<ContactSubmission>({ phone: null, ...contact })),
    201,
  ),
  handle('POST', API.photoBoothEmails, create(photoBoothRecordSchema, stored<PhotoBoothEmail>), 201),
  handle(
    'POST',
    API.newsletterSubscriptions,
    // Every address alike, new, pending or confirmed, as the function answers.
    create(newsletterSubscriptionSchema, () => ({ message: NEWSLETTER_MESSAGES.checkYourMail })),
    202,
  ),
  handle(
    'POST',
    API.tourEventRsvps,
    // Every request alike, whatever the address holds, as the function answers.
    create(rsvpSchema, () => ({ message: RSVP_MESSAGES.requested })),
    202,
  ),
  handle(
    'POST',
    API.volunteers,
    // Every address alike, new, pending or confirmed, as the function answers.
    create(volunteerSchema, () => ({ message: VOLUNTEER_MESSAGES.requested })),
    202,
  ),
  handle('GET', API.volunteerConfirm, unknownLink(VOLUNTEER_MESSAGES.linkInvalid)),
  handle('POST', API.volunteerConfirm, unknownLink(VOLUNTEER_MESSAGES.linkInvalid)),
  handle('POST', API.pollingDecline, unknownLink(POLLING_MESSAGES.declineInvalid)),
  handle('POST', API.rsvpCancel, () => ({ status: 'cancelled' as const, message: RSVP_MESSAGES.cancelled })),
  // A link the tests did not set up names a confirmed booking, as the function answers one.
  handle('GET', API.rsvpCancel, () => BOOKING_TO_CANCEL),
  handle('GET', API.rsvpConfirm, unknownLink(RSVP_MESSAGES.confirmLinkInvalid)),
  handle('POST', API.rsvpConfirm, unknownLink(RSVP_MESSAGES.confirmLinkInvalid)),
  handle('GET', API.shifts, () =>
    api.shifts.map(({ version: _v, confirmed: _c, waiting: _w, pending: _p, createdAt: _t, ...shift }) => shift),
  ),
  handle(
    'POST',
    API.shiftSignups,
    // Every sign-up alike, whatever the address holds, as the function answers.
    create(shiftSignupSchema, () => ({ message: SHIFT_MESSAGES.requested })),
    202,
  ),
  handle('GET', API.shiftSignupConfirm, unknownLink(SHIFT_MESSAGES.confirmLinkInvalid)),
  handle('POST', API.shiftSignupConfirm, unknownLink(SHIFT_MESSAGES.confirmLinkInvalid)),
  handle('GET', API.shiftSignupCancel, unknownLink(SHIFT_MESSAGES.linkInvalid)),
  handle('POST', API.shiftSignupCancel, unknownLink(SHIFT_MESSAGES.linkInvalid)),
  handle('POST', API.newsletterConfirmation, unknownLink(NEWSLETTER_MESSAGES.linkInvalid)),
  handle('POST', API.newsletterUnsubscribe, unknownLink(NEWSLETTER_MESSAGES.linkInvalid)),
  handle('GET', API.authUser, () => HttpResponse.json({ error: 'Non autorizzato' }, { status: 401 })),
  // A page's beacon: 204 whatever it carries, as the function answers (it stores what it can count).
  handle('POST', API.metrics, () => null, 204),
];

export const server = setupServer(...handlers);

/** Answers one path with an API error, the way the functions do. */
export function failWith(method: 'get' | 'post' | 'put' | 'delete', path: string, status: number, error: string) {
  server.use(http[method](`*${path}`, () => HttpResponse.json({ error }, { status })));
}
