/**
 * `npm run bench:api`: for each API call, the database queries it makes and its time in-process (function
 * code + embedded Postgres, no network), over repeated requests. Numbers to compare between changes, not
 * production latencies: in production the public GETs are mostly answered by the CDN without any query.
 */
import pg from 'pg';
import type { Context } from '@netlify/functions';
import { startMemoryDatabase } from '../test/server/memory-database';
import { DEFAULT_LOCAL_ADMIN, seed } from '../db/seed';
import { getDb } from '../db/client';
import adminContactSubmissions from '../functions/admin-contact-submissions/admin-contact-submissions';
import adminPersonalData from '../functions/admin-personal-data/admin-personal-data';
import adminPhotoBoothEmails from '../functions/admin-photo-booth-emails/admin-photo-booth-emails';
import authUser from '../functions/auth-user/auth-user';
import campaignMaterials from '../functions/campaign-materials/campaign-materials';
import contact from '../functions/contact/contact';
import content from '../functions/content/content';
import contentWrite from '../functions/content-write/content-write';
import login from '../functions/login/login';
import photoBooth from '../functions/photo-booth-emails/photo-booth-emails';
import tourEvent from '../functions/tour-event/tour-event';
import tourEvents from '../functions/tour-events/tour-events';
import tourEventsWrite from '../functions/tour-events-write/tour-events-write';
import visitedCities from '../functions/visited-cities/visited-cities';

type Handler = (req: Request, context: Context) => Promise<Response>;

let queries = 0;
const originalQuery = pg.Pool.prototype.query;
pg.Pool.prototype.query = function countedQuery(this: pg.Pool, ...args: unknown[]) {
  queries++;
  return (originalQuery as (...a: unknown[]) => unknown).apply(this, args);
} as typeof originalQuery;

function request(method: string, path: string, body?: unknown, cookie?: string): Request {
  const headers = new Headers();
  if (body !== undefined) headers.set('content-type', 'application/json');
  if (cookie) headers.set('cookie', cookie);
  return new Request(`http://localhost:8888${path}`, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

interface Row {
  call: string;
  runs: number;
  queries: number;
  p50: number;
  p95: number;
}

async function measure(
  call: string,
  runs: number,
  handler: Handler,
  make: (i: number) => Request,
  params = (_i: number) => ({}),
): Promise<Row> {
  const times: number[] = [];
  let totalQueries = 0;
  for (let i = 0; i < runs; i++) {
    const req = make(i);
    const before = queries;
    const started = performance.now();
    const res = await handler(req, { params: params(i), ip: '127.0.0.1' } as unknown as Context);
    await res.arrayBuffer();
    times.push(performance.now() - started);
    totalQueries += queries - before;
    if (res.status >= 400) throw new Error(`${call} answered ${res.status}`);
  }
  times.sort((a, b) => a - b);
  const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))];
  return { call, runs, queries: totalQueries / runs, p50: at(0.5), p95: at(0.95) };
}

const database = await startMemoryDatabase();
try {
  await seed(getDb(), DEFAULT_LOCAL_ADMIN);
  const loginRes = await login(request('POST', '/api/login', DEFAULT_LOCAL_ADMIN), {
    ip: '127.0.0.1',
  } as unknown as Context);
  const cookie = loginRes.headers.get('set-cookie')!.split(';')[0];
  for (let i = 0; i < 40; i++) {
    await database.db.query(
      `INSERT INTO tour_events (title, location, event_date, completed) VALUES ($1, 'Padova', $2, $3)`,
      [`Tappa ${i}`, `2025-${String(9 + (i % 3)).padStart(2, '0')}-${String(1 + (i % 28)).padStart(2, '0')}`, i % 2],
    );
    await database.db.query(`INSERT INTO visited_cities (city_name, pin_x, pin_y) VALUES ($1, $2, $3)`, [
      `Città ${i}`,
      i,
      100 - i,
    ]);
  }
  const event = { title: 'Comizio', location: 'Treviso', eventDate: '2025-11-20', eventTime: '18:00' };
  const rows = [
    await measure('GET /api/content', 200, content, () => request('GET', '/api/content')),
    await measure('GET /api/tour-events (40 rows)', 200, tourEvents, () => request('GET', '/api/tour-events')),
    await measure('GET /api/visited-cities (40 rows)', 200, visitedCities, () => request('GET', '/api/visited-cities')),
    await measure('GET /api/campaign-materials', 200, campaignMaterials, () =>
      request('GET', '/api/campaign-materials'),
    ),
    await measure('POST /api/contact', 100, contact, () =>
      request('POST', '/api/contact', {
        name: 'Anna',
        email: 'anna@example.it',
        message: 'Vorrei dare una mano.',
        privacyAccepted: 1,
      }),
    ),
    await measure('POST /api/photo-booth-emails', 100, photoBooth, () =>
      request('POST', '/api/photo-booth-emails', {
        email: 'a@example.it',
        nomeCognome: 'Anna B',
        citta: 'Padova',
        provincia: 'PD',
        privacyAccepted: 1,
      }),
    ),
    await measure('GET /api/auth/user', 200, authUser, () => request('GET', '/api/auth/user', undefined, cookie)),
    await measure('POST /api/tour-events (admin)', 100, tourEventsWrite, () =>
      request('POST', '/api/tour-events', event, cookie),
    ),
    await measure(
      'PUT /api/tour-events/{id} (admin)',
      100,
      tourEvent,
      () => request('PUT', '/api/tour-events/1', { ...event, completed: 1 }, cookie),
      () => ({ id: '1' }),
    ),
    await measure('PUT /api/content (admin, 1 field)', 100, contentWrite, (i) =>
      request('PUT', '/api/content', { mapTitle: `Tour ${i}` }, cookie),
    ),
    // The contact and photo-booth POSTs above left 100 rows each for the admin lists and exports.
    await measure('GET /api/admin/contact-submissions (100)', 100, adminContactSubmissions, () =>
      request('GET', '/api/admin/contact-submissions', undefined, cookie),
    ),
    await measure('GET …/contact-submissions?format=csv', 100, adminContactSubmissions, () =>
      request('GET', '/api/admin/contact-submissions?format=csv', undefined, cookie),
    ),
    await measure('GET …/photo-booth-emails?format=csv', 100, adminPhotoBoothEmails, () =>
      request('GET', '/api/admin/photo-booth-emails?format=csv', undefined, cookie),
    ),
    await measure('DELETE /api/admin/personal-data', 50, adminPersonalData, (i) =>
      request('DELETE', '/api/admin/personal-data', { email: `nessuno${i}@example.it` }, cookie),
    ),
    await measure('POST /api/login (bcrypt cost 12)', 10, login, () =>
      request('POST', '/api/login', DEFAULT_LOCAL_ADMIN),
    ),
  ];
  console.log(
    'call'.padEnd(40),
    'runs'.padStart(5),
    'queries/req'.padStart(12),
    'p50 ms'.padStart(9),
    'p95 ms'.padStart(9),
  );
  for (const row of rows) {
    console.log(
      row.call.padEnd(40),
      String(row.runs).padStart(5),
      row.queries.toFixed(1).padStart(12),
      row.p50.toFixed(2).padStart(9),
      row.p95.toFixed(2).padStart(9),
    );
  }
} finally {
  await database.stop();
}
