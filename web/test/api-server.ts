import { http, HttpResponse, type JsonBodyType } from 'msw';
import { setupServer } from 'msw/node';
import type { AnyObjectSchema } from 'yup';
import type { CampaignMaterial } from '../../core/schema/campaign-material';
import { contactSchema } from '../../core/schema/contact';
import { photoBoothRecordSchema } from '../../core/schema/photo-booth-email';
import { newsletterSubscriptionSchema } from '../../core/schema/newsletter-subscription';
import type { SiteContent } from '../../core/schema/site-content';
import { defaultSiteContent } from '../../core/site-content-defaults';
import type { TourEvent } from '../../core/schema/tour-event';
import type { VisitedCity } from '../../core/schema/visited-city';
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
  /** Bodies received by POST/PUT calls, per path, for assertions. */
  received: Record<string, unknown[]>;
}

function initialState(): ApiState {
  return {
    content: { id: 1, ...defaultSiteContent, updatedAt: '2025-10-01T10:00:00.000Z' },
    visitedCities: [],
    tourEvents: [],
    campaignMaterials: [],
    received: {},
  };
}

export const api: ApiState = initialState();

export function resetApi(): void {
  Object.assign(api, initialState());
}

/** Answers a GET with the current state, as the functions answer it. */
const read = (state: () => unknown) => () => HttpResponse.json(state() as JsonBodyType);

/**
 * Records a POST's body as it came, then answers like the function: 400 when the shared schema refuses it,
 * else 201 with the stored row.
 */
function create(schema: AnyObjectSchema) {
  return async ({ request }: { request: Request }) => {
    const body = await jsonBody(request);
    const path = new URL(request.url).pathname;
    (api.received[path] ??= []).push(body);
    const checked = await checkBody(body, schema);
    if (!checked.ok) return checked.response;
    const row = { id: 1, ...checked.value, createdAt: new Date().toISOString() };
    return HttpResponse.json(row as JsonBodyType, { status: 201 });
  };
}

const handlers = [
  http.get(
    '*/api/content',
    read(() => api.content),
  ),
  http.get(
    '*/api/visited-cities',
    read(() => api.visitedCities),
  ),
  http.get(
    '*/api/tour-events',
    read(() => api.tourEvents),
  ),
  http.get(
    '*/api/campaign-materials',
    read(() => api.campaignMaterials),
  ),
  http.post('*/api/contact', create(contactSchema)),
  http.post('*/api/photo-booth-emails', create(photoBoothRecordSchema)),
  http.post('*/api/newsletter-subscriptions', create(newsletterSubscriptionSchema)),
  http.get('*/api/auth/user', () => HttpResponse.json({ error: 'Non autorizzato' }, { status: 401 })),
];

export const server = setupServer(...handlers);

/** Answers one path with an API error, the way the functions do. */
export function failWith(method: 'get' | 'post' | 'put' | 'delete', path: string, status: number, error: string) {
  server.use(http[method](`*${path}`, () => HttpResponse.json({ error }, { status })));
}
