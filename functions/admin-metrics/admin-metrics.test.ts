import { describe, expect, it } from 'vitest';
import { API } from '../../core/api-paths';
import type { MetricsReport } from '../../core/measurement';
import { metricsTable } from '../../core/metrics-tables';
import { METRICS_POLICY, RETENTION_POLICY } from '../../core/policy';
import { addDays, dayInItaly } from '../../core/rome-time';
import { getDb } from '../../db/client';
import { countConversion, countView, type CountedView } from '../../db/queries/metrics.queries';
import { insertTourEvent } from '../../db/queries/tour-events.queries';
import { confirmedBooking } from '../../test/server/booking-kit';
import { adminSession, call, callRaw } from '../../test/server/function-calls';
import { BOOKING } from '../../test/server/rsvp-test-kit';
import { useTestDatabase } from '../../test/server/test-database';
import { csvCell } from '../_lib/csv';
import { runRetention } from '../retention/retention';
import adminMetrics from './admin-metrics';

const db = useTestDatabase();
const today = dayInItaly(new Date());

const view = (overrides: Partial<CountedView>): CountedView => ({
  day: today,
  page: '/',
  stopId: null,
  source: 'diretto',
  campaign: '',
  device: 'mobile',
  events: [],
  vitals: {},
  slowTarget: null,
  ...overrides,
});

const stop = () =>
  insertTourEvent(getDb(), {
    title: 'Comizio a Este',
    location: 'Este',
    eventDate: '2030-05-01',
    eventTime: null,
    address: null,
    description: null,
    completed: 0,
  });

async function report(days?: number): Promise<MetricsReport> {
  const query = days === undefined ? '' : `?days=${days}`;
  const res = await call(adminMetrics, API.adminMetrics, {
    url: `http://localhost:8888${API.adminMetrics}${query}`,
    cookie: await adminSession('editor'),
  });
  expect(res.status).toBe(200);
  return res.body as MetricsReport;
}

describe('GET /api/admin/metrics', () => {
  it('refuses without a session', async () => {
    expect((await call(adminMetrics, API.adminMetrics)).status).toBe(401);
  });

  it('sums the days of the window by source, page and stop, with the stops’ confirmed bookings', async () => {
    const { id } = await stop();
    const page = `/tappe/${id}`;
    await countView(getDb(), view({ page, stopId: id, source: 'whatsapp' }));
    await countView(getDb(), view({ page, stopId: id, source: 'whatsapp', device: 'desktop' }));
    await countView(getDb(), view({ page, stopId: id, source: 'facebook' }));
    await countView(getDb(), view({ day: addDays(today, -1), source: 'facebook' }));
    // Outside a 7-day window.
    await countView(getDb(), view({ day: addDays(today, -7), source: 'facebook' }));
    await confirmedBooking(getDb(), id, { ...BOOKING, email: 'rita@example.it' }, today);
    const body = await report(7);
    expect(body).toMatchObject({ days: 7, from: addDays(today, -6), to: today });
    expect(body.visits).toEqual([
      { day: addDays(today, -1), source: 'facebook', views: 1 },
      { day: today, source: 'facebook', views: 1 },
      { day: today, source: 'whatsapp', views: 2 },
    ]);
    expect(body.pages).toEqual([
      { page, title: 'Comizio a Este', views: 3 },
      { page: '/', title: null, views: 1 },
    ]);
    expect(body.stops).toEqual([{ stopId: id, title: 'Comizio a Este', views: 3, confirmed: 1 }]);
  });

  it('reads conversion per stop from the aggregates: the retention job deleting the bookings leaves it as it was', async () => {
    const { id } = await stop();
    await countView(getDb(), view({ page: `/tappe/${id}`, stopId: id }));
    await confirmedBooking(getDb(), id, { ...BOOKING, email: 'rita@example.it' }, today);
    await confirmedBooking(getDb(), id, { ...BOOKING, email: 'ugo@example.it' }, today);
    const before = (await report()).stops;
    expect(before).toEqual([{ stopId: id, title: 'Comizio a Este', views: 1, confirmed: 2 }]);
    const longAgo = addDays(today, -RETENTION_POLICY.bookingsAfterStopDays - 1);
    await db.query(`UPDATE tour_events SET event_date = $1 WHERE id = $2`, [longAgo, id]);
    await runRetention(getDb(), new Date());
    expect(await db.count('rsvps')).toBe(0);
    expect((await report()).stops).toEqual(before);
  });

  it('sums the landings, confirmed bookings and sign-ups per campaign and source, and gives them as CSV', async () => {
    await countView(getDb(), view({ source: 'whatsapp', campaign: 'comizio-este' }));
    await countView(getDb(), view({ source: 'whatsapp', campaign: 'comizio-este', device: 'desktop' }));
    await countView(getDb(), view({ source: 'facebook', campaign: 'comizio-este' }));
    await countView(getDb(), view({}));
    // A page the app's navigation showed next: no campaign, no landing, so no visit of any campaign (decision 0050).
    await countView(getDb(), view({ page: '/contatti', source: 'interno' }));
    const conversion = { day: today, page: '/', source: 'whatsapp' as const, campaign: 'comizio-este' };
    await countConversion(getDb(), { ...conversion, kind: 'booking-confirmed' });
    await countConversion(getDb(), { ...conversion, kind: 'newsletter' });
    await countConversion(getDb(), { ...conversion, kind: 'shift-confirmed' });
    // Neither a confirmed booking nor a sign-up.
    await countConversion(getDb(), { ...conversion, kind: 'booking-requested' });
    await countConversion(getDb(), { ...conversion, kind: 'contact' });
    const body = await report();
    // A shift's confirmed sign-up is one of the kinds of "sign-ups per day".
    expect(body.signups).toContainEqual({ day: today, kind: 'shift-confirmed', count: 1 });
    expect(body.campaigns).toEqual([
      { campaign: 'comizio-este', source: 'whatsapp', views: 2, confirmed: 1, signups: 2 },
      { campaign: '', source: 'diretto', views: 1, confirmed: 0, signups: 0 },
      { campaign: 'comizio-este', source: 'facebook', views: 1, confirmed: 0, signups: 0 },
    ]);
    const res = await callRaw(adminMetrics, API.adminMetrics, {
      url: `http://localhost:8888${API.adminMetrics}?format=csv&table=campaigns`,
      cookie: await adminSession('inbox'),
    });
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(await res.arrayBuffer());
    expect(text.split('\r\n')).toEqual([
      '\uFEFFCampagna;Fonte;Visite;Prenotazioni confermate;Iscrizioni',
      'comizio-este;WhatsApp;2;1;2',
      'Nessuna campagna;Diretto;1;0;0',
      'comizio-este;Facebook;1;0;0',
      '',
    ]);
  });

  it('gives the p75 of each vital per template, from the histograms of every stop page together', async () => {
    const [one, two] = [await stop(), await stop()];
    for (const lcp of [900, 1200, 1400]) {
      await countView(getDb(), view({ page: `/tappe/${one.id}`, stopId: one.id, vitals: { lcp, inp: 80 } }));
    }
    await countView(getDb(), view({ page: `/tappe/${two.id}`, stopId: two.id, vitals: { lcp: 12_000, inp: 80 } }));
    const body = await report();
    expect(body.vitals).toEqual([
      { template: '/tappe/:id', vital: 'lcp', samples: 4, p75: 1500, above: false },
      { template: '/tappe/:id', vital: 'inp', samples: 4, p75: 100, above: false },
      { template: '/tappe/:id', vital: 'cls', samples: 0, p75: null, above: false },
    ]);
  });

  it('lists the slowest interactions’ targets and the page events', async () => {
    await countView(getDb(), view({ slowTarget: 'button.menu', events: ['share-copy', 'directions'] }));
    await countView(getDb(), view({ slowTarget: 'button.menu', events: ['share-copy'] }));
    const body = await report();
    expect(body.slowTargets).toEqual([{ template: '/', target: 'button.menu', count: 2 }]);
    expect(body.events).toContainEqual({ event: 'share-copy', count: 2 });
    expect(body.events).toContainEqual({ event: 'directions', count: 1 });
  });

  async function csv(table: string): Promise<string> {
    const res = await callRaw(adminMetrics, API.adminMetrics, {
      url: `http://localhost:8888${API.adminMetrics}?format=csv&table=${table}`,
      cookie: await adminSession('inbox'),
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/csv');
    return new TextDecoder('utf-8', { ignoreBOM: true }).decode(await res.arrayBuffer());
  }

  it('gives a chart’s table as CSV for Excel: the visits are the landings, by their source', async () => {
    await countView(getDb(), view({ source: 'whatsapp' }));
    // A page the app's navigation showed next: a page view, no visit (decision 0050).
    await countView(getDb(), view({ page: '/contatti', source: 'interno' }));
    expect(await csv('visits')).toBe(`\uFEFFGiorno;Fonte;Visite\r\n${today};WhatsApp;1\r\n`);
    expect(await csv('pages')).toBe(`\uFEFFPagina;Tappa;Pagine viste\r\n/;;1\r\n/contatti;;1\r\n`);
  });

  it('writes every table as the panel shows it: its head, its cells, the speed judged and shares in Italian', async () => {
    const { id } = await stop();
    for (const source of ['whatsapp', 'facebook', 'interno'] as const) {
      await countView(getDb(), view({ page: `/tappe/${id}`, stopId: id, source, vitals: { lcp: 3200, cls: 0.05 } }));
    }
    await confirmedBooking(getDb(), id, { ...BOOKING, email: 'rita@example.it' }, today);
    const body = await report();
    for (const table of ['visits', 'pages', 'stops', 'signups', 'conversions', 'campaigns', 'vitals'] as const) {
      const { head, rows } = metricsTable(body, table);
      const lines = [head, ...rows].map((cells) => `${cells.map(csvCell).join(';')}\r\n`).join('');
      expect(await csv(table)).toBe(`\uFEFF${lines}`);
    }
    expect(await csv('stops')).toContain('\r\nComizio a Este;3;1;"33,3%"\r\n');
    expect(await csv('vitals')).toBe(
      '\uFEFFModello di pagina;Misura;75° percentile;Soglia «buono»;Giudizio;Campioni\r\n' +
        '/tappe/:id;LCP;3500 ms;2500 ms;Da migliorare;3\r\n/tappe/:id;CLS;"0,05";"0,1";Buono;3\r\n',
    );
  });

  it.each([
    ['0 days', '?days=0'],
    ['too many days', `?days=${METRICS_POLICY.maxDays + 1}`],
    ['days that are no number', '?days=tanti'],
    ['an unknown table', '?format=csv&table=utenti'],
  ])('refuses %s with a 400 in Italian', async (_name, query) => {
    const res = await call(adminMetrics, API.adminMetrics, {
      url: `http://localhost:8888${API.adminMetrics}${query}`,
      cookie: await adminSession(),
    });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe("Parametri dell'indirizzo non validi");
  });
});
