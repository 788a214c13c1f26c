import type { Context } from '@netlify/functions';
import { describe, expect, it } from 'vitest';
import { API } from '../../core/api-paths';
import { VITALS } from '../../core/measurement';
import { METRICS_POLICY } from '../../core/policy';
import { dayInItaly } from '../../core/rome-time';
import { getDb } from '../../db/client';
import { insertTourEvent } from '../../db/queries/tour-events.queries';
import { call, callRaw, type CallOptions } from '../../test/server/function-calls';
import { useTestDatabase } from '../../test/server/test-database';
import metrics from './metrics';
import { BEACON_MESSAGES } from './beacon-body';

const db = useTestDatabase();

/** A phone's Chrome, which is no bot. */
const PHONE =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';

const beacon = (body: object, userAgent = PHONE, ip = '203.0.113.7') =>
  call(metrics, API.metrics, { method: 'POST', body, headers: { 'user-agent': userAgent }, ip });

interface DailyRow {
  day: string;
  page: string;
  source: string;
  device: string;
  campaign: string;
  views: number;
  events: number[];
  lcp: number[];
  inp: number[];
  cls: number[];
  slow_targets: Record<string, number>;
}

const rows = () => db.query<DailyRow>(`SELECT *, day::text AS day FROM metrics_daily ORDER BY page, source, device`);

describe('POST /api/metrics', () => {
  it('answers 204 with no body and counts the view in its day, page, source and device', async () => {
    const res = await beacon({ path: '/chi-sono', device: 'mobile', utmSource: 'whatsapp', utmMedium: 'share' });
    expect(res.status).toBe(204);
    expect(res.body).toBeNull();
    expect(res.headers.get('set-cookie')).toBeNull();
    expect(await rows()).toEqual([
      expect.objectContaining({
        day: dayInItaly(new Date()),
        page: '/chi-sono',
        source: 'whatsapp',
        device: 'mobile',
        views: 1,
      }),
    ]);
  });

  it('adds each view to the same row with one upsert: views, events and each vital in its histogram bucket', async () => {
    await beacon({ path: '/', device: 'desktop', lcp: 1800, inp: 40, cls: 0.02, events: ['share-whatsapp'] });
    await beacon({ path: '/', device: 'desktop', lcp: 2600, inp: 180, cls: 0.3, events: ['calendar', 'calendar'] });
    await beacon({ path: '/', device: 'desktop' });
    const [row, ...others] = await rows();
    expect(others).toEqual([]);
    expect(row.views).toBe(3);
    // PAGE_EVENTS' order: share-native, share-whatsapp, share-facebook, share-copy, calendar, directions.
    expect(row.events).toEqual([0, 1, 0, 0, 2, 0]);
    // 1800 ms in the ≤ 2000 bucket, 2600 ms in the ≤ 3000 one; a beacon without a vital adds to no bucket.
    const lcp = new Array(VITALS.lcp.edges.length + 1).fill(0);
    lcp[3] = 1;
    lcp[5] = 1;
    expect(row.lcp).toEqual(lcp);
    expect(row.inp).toEqual([1, 0, 0, 1, 0, 0, 0, 0, 0, 0, 0, 0]);
    expect(row.cls).toEqual([0, 1, 0, 0, 0, 0, 0, 0, 1, 0, 0]);
  });

  it("counts a view the app's navigation started as interno, without the campaign and vitals of its document's first view", async () => {
    const tags = { utmSource: 'whatsapp', utmCampaign: 'post-del-12' };
    await beacon({ path: '/contatti', device: 'mobile', inApp: 1, events: ['share-copy'], ...tags });
    await beacon({ path: '/contatti', device: 'mobile', inApp: 1, lcp: 1800, inp: 400, cls: 0.3, inpTarget: 'a.menu' });
    const [row, ...others] = await rows();
    expect(others).toEqual([]);
    expect(row).toMatchObject({
      page: '/contatti',
      source: 'interno',
      campaign: '',
      views: 2,
      events: [0, 0, 0, 1, 0, 0],
    });
    expect(row.slow_targets).toEqual({});
    for (const vital of ['lcp', 'inp', 'cls'] as const) expect(row[vital].every((count) => count === 0)).toBe(true);
    // Only 1 says so: any other value is refused, and writes nothing.
    for (const inApp of [0, true, '1', 2]) {
      expect((await beacon({ path: '/contatti', device: 'mobile', inApp })).status).toBe(400);
    }
    expect((await rows())[0].views).toBe(2);
  });

  it('names the target of an interaction slower than the budget, never one within it', async () => {
    await beacon({ path: '/contatti', device: 'mobile', inp: METRICS_POLICY.inpBudgetMs, inpTarget: 'button.ok' });
    await beacon({ path: '/contatti', device: 'mobile', inp: 240, inpTarget: 'button#invia' });
    await beacon({ path: '/contatti', device: 'mobile', inp: 400, inpTarget: 'button#invia' });
    const [row] = await rows();
    expect(row.slow_targets).toEqual({ 'button#invia': 2 });
    expect(row.inp).toEqual([0, 1, 0, 0, 1, 0, 1, 0, 0, 0, 0, 0]);
  });

  it('counts a stop page by its id while the stop exists, and no page the site does not have', async () => {
    const stop = await insertTourEvent(getDb(), {
      title: 'Comizio',
      location: 'Padova',
      eventDate: '2030-05-01',
      eventTime: null,
      address: null,
      description: null,
      completed: 0,
    });
    await beacon({ path: `/tappe/${stop.id}`, device: 'mobile', referrer: 'l.facebook.com' });
    await beacon({ path: `/tappe/${stop.id + 1000}`, device: 'mobile' });
    await beacon({ path: '/pagina-che-non-esiste', device: 'mobile' });
    await beacon({ path: '/admin', device: 'desktop' });
    expect(await rows()).toEqual([
      expect.objectContaining({ page: `/tappe/${stop.id}`, source: 'facebook', views: 1 }),
    ]);
  });

  it.each([
    ['Googlebot', 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)'],
    ['a link preview', 'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)'],
    ['WhatsApp', 'WhatsApp/2.23.20.0 A'],
    ['Lighthouse', `${PHONE} Chrome-Lighthouse`],
    ['a headless browser', PHONE.replace('Chrome/', 'HeadlessChrome/')],
    ['no user agent', ''],
  ])('answers %s 204 and counts nothing', async (_name, userAgent) => {
    const res = await beacon({ path: '/', device: 'mobile' }, userAgent);
    expect(res.status).toBe(204);
    expect(await db.count('metrics_daily')).toBe(0);
  });

  it('stores no address and no user agent, nor anything the beacon named beyond its source and campaign', async () => {
    await beacon(
      {
        path: '/',
        device: 'mobile',
        utmSource: 'facebook',
        utmMedium: 'social-pagato',
        utmCampaign: 'post-del-12',
        referrer: 'example.org',
      },
      PHONE,
      '198.51.100.23',
    );
    const dump = JSON.stringify(await db.query(`SELECT * FROM metrics_daily`));
    for (const trace of ['198.51.100', 'Android', 'Pixel', 'Mozilla', 'social-pagato', 'example.org']) {
      expect(dump).not.toContain(trace);
    }
    expect(await rows()).toEqual([expect.objectContaining({ source: 'facebook', campaign: 'post-del-12' })]);
  });

  it.each<[string, CallOptions, number]>([
    ['a body that is not JSON', { rawBody: 'not json', headers: { 'content-type': 'text/plain' } }, 400],
    ['a JSON array', { rawBody: '[]', headers: { 'content-type': 'application/json' } }, 400],
    ['an unknown device', { body: { path: '/', device: 'fridge' } }, 400],
    ['a path that is no path', { body: { path: 'https://example.org/', device: 'mobile' } }, 400],
    ['an unknown event', { body: { path: '/', device: 'mobile', events: ['click'] } }, 400],
    ['a vital of the wrong type', { body: { path: '/', device: 'mobile', lcp: '1800' } }, 400],
    ['a negative vital', { body: { path: '/', device: 'mobile', inp: -1 } }, 400],
    [
      'a huge beacon',
      { body: { path: '/', device: 'mobile', utmSource: 'x'.repeat(METRICS_POLICY.beaconBytes) } },
      413,
    ],
    ['a form post', { rawBody: 'path=%2F', headers: { 'content-type': 'application/x-www-form-urlencoded' } }, 415],
  ])('refuses %s with a 4xx in Italian and writes nothing', async (_name, options, status) => {
    const res = await call(metrics, API.metrics, {
      method: 'POST',
      ...options,
      headers: { 'user-agent': PHONE, ...options.headers },
    });
    expect(res.status).toBe(status);
    expect(typeof res.body.error).toBe('string');
    if (status === 413) expect(res.body.error).toBe(BEACON_MESSAGES.tooLarge);
    expect(await db.count('metrics_daily')).toBe(0);
  });

  it('takes the text/plain body navigator.sendBeacon sends for a string', async () => {
    const res = await callRaw(metrics, API.metrics, {
      method: 'POST',
      rawBody: JSON.stringify({ path: '/', device: 'tablet' }),
      headers: { 'content-type': 'text/plain;charset=UTF-8', 'user-agent': PHONE },
    });
    expect(res.status).toBe(204);
    expect(await db.count('metrics_daily')).toBe(1);
  });

  it('refuses a beacon from another site (403) and writes nothing', async () => {
    const res = await call(metrics, API.metrics, {
      method: 'POST',
      body: { path: '/', device: 'mobile' },
      headers: { 'user-agent': PHONE, origin: 'https://evil.example' },
    });
    expect(res.status).toBe(403);
    expect(await db.count('metrics_daily')).toBe(0);
  });

  it('answers at once and leaves the write to the invocation once answered (context.waitUntil)', async () => {
    const pending: Promise<unknown>[] = [];
    const req = new Request(`http://localhost:8888${API.metrics}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'user-agent': PHONE },
      body: JSON.stringify({ path: '/', device: 'mobile' }),
    });
    const context = { params: {}, ip: '203.0.113.7', waitUntil: (work: Promise<unknown>) => pending.push(work) };
    const res = await metrics(req, context as unknown as Context);
    expect(res.status).toBe(204);
    expect(pending).toHaveLength(1);
    await Promise.all(pending);
    expect(await db.count('metrics_daily')).toBe(1);
  });

  it('answers 405 to a GET', async () => {
    expect((await call(metrics, API.metrics)).status).toBe(405);
  });
});
