import { http, HttpResponse, type JsonBodyType } from 'msw';
import { setupServer } from 'msw/node';
import type { CampaignMaterial } from '../../db/schema/campaign-material';
import { defaultSiteContent, type SiteContent } from '../../db/schema/site-content';
import type { TourEvent } from '../../db/schema/tour-event';
import type { VisitedCity } from '../../db/schema/visited-city';

/**
 * An in-memory API that follows the contract of the functions (SPEC.md section 7): the same paths, JSON
 * shapes, status codes and error bodies. Tests seed it with `api` and override single calls with
 * `server.use(...)` for failures and delays.
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

/** A public list answered as the functions answer it. */
function list<T extends JsonBodyType>(items: () => T) {
  return () => HttpResponse.json(items());
}

async function record(request: Request): Promise<unknown> {
  const body: unknown = await request.json();
  const path = new URL(request.url).pathname;
  (api.received[path] ??= []).push(body);
  return body;
}

export const handlers = [
  http.get('*/api/content', () => HttpResponse.json(api.content as unknown as JsonBodyType)),
  http.get('*/api/visited-cities', list(() => api.visitedCities as unknown as JsonBodyType)),
  http.get('*/api/tour-events', list(() => api.tourEvents as unknown as JsonBodyType)),
  http.get('*/api/campaign-materials', list(() => api.campaignMaterials as unknown as JsonBodyType)),
  http.post('*/api/contact', async ({ request }) => {
    const body = (await record(request)) as Record<string, unknown>;
    return HttpResponse.json({ id: 1, ...body, createdAt: new Date().toISOString() }, { status: 201 });
  }),
  http.post('*/api/photo-booth-emails', async ({ request }) => {
    const body = (await record(request)) as Record<string, unknown>;
    return HttpResponse.json({ id: 1, ...body, createdAt: new Date().toISOString() }, { status: 201 });
  }),
  http.get('*/api/auth/user', () => HttpResponse.json({ error: 'Non autorizzato' }, { status: 401 })),
];

export const server = setupServer(...handlers);

/** Answers one path with an API error, the way the functions do. */
export function failWith(method: 'get' | 'post' | 'put' | 'delete', path: string, status: number, error: string) {
  server.use(http[method](`*${path}`, () => HttpResponse.json({ error }, { status })));
}
