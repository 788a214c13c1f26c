/**
 * `npm run bench:mail`: the outbox end to end against the local mail catcher (a real SMTP server on this machine),
 * in-process with the embedded Postgres:
 * 1. sign-up → confirmation mail in the catcher, over MAIL_SIGNUPS sign-ups (p50, p95), the answer's own time beside;
 * 2. as many bookings: the request → its link's mail, then the click on the confirm page's button → the confirmation;
 * 3. a newsletter to MAIL_BULK confirmed subscribers: queued by one statement (its time and statement count), then
 *    drained by runs of the scheduled sender (runs, total time, largest batch time, batch size, mails per second);
 * 4. a change notice to MAIL_BOOKINGS bookings of one stop (its time moved by the admin's PUT): queued in the
 *    statement of the change, each mail with the stop's .ics, then drained the same way.
 * 5. the day-before reminders of a shift's sign-ups (as many as a shift has places, at most SHIFT_POLICY.maxCapacity):
 *    queued by one statement of the reminders' run, which sends them at once; what it leaves, drained the same way.
 * Local numbers: a real provider answers each mail in tens of milliseconds more, which the batch size allows for.
 */
import type { Context } from '@netlify/functions';
import pg from 'pg';
import { getDb } from '../db/client';
import { startMemoryDatabase } from '../test/server/memory-database';
import { DEFAULT_LOCAL_ADMIN, seed } from '../db/seed';
import adminNewsletterIssues from '../functions/admin-newsletter-issues/admin-newsletter-issues';
import login from '../functions/login/login';
import newsletterSubscriptions from '../functions/newsletter-subscriptions/newsletter-subscriptions';
import { runOutboxSender } from '../functions/outbox-sender/outbox-sender';
import { SHIFT_POLICY } from '../core/policy';
import { romeInstant } from '../core/rome-time';
import { runRsvpReminders } from '../functions/rsvp-reminders/rsvp-reminders';
import rsvpConfirm from '../functions/rsvp-confirm/rsvp-confirm';
import tourEvent from '../functions/tour-event/tour-event';
import tourEventRsvps from '../functions/tour-event-rsvps/tour-event-rsvps';
import { startMailCatcher, type MailCatcher } from '../scripts/mail-catcher';

const SIGNUPS = Number(process.env.MAIL_SIGNUPS) || 50;
const BULK = Number(process.env.MAIL_BULK) || 5_000;
const BOOKINGS = Number(process.env.MAIL_BOOKINGS) || 5_000;

let statements = 0;
const originalQuery = pg.Pool.prototype.query;
pg.Pool.prototype.query = function countedQuery(this: pg.Pool, ...args: unknown[]) {
  statements++;
  return (originalQuery as (...a: unknown[]) => unknown).apply(this, args);
} as typeof pg.Pool.prototype.query;

/** A function call as Netlify makes it: the invocation ends when the work given to waitUntil has. */
async function invoke(
  handler: (req: Request, context: Context) => Promise<Response>,
  req: Request,
  ip = '127.0.0.1',
  params: Record<string, string> = {},
): Promise<{ res: Response; answeredMs: number }> {
  const background: Promise<unknown>[] = [];
  const context = { params, ip, waitUntil: (work: Promise<unknown>) => background.push(work) };
  const started = performance.now();
  const res = await handler(req, context as unknown as Context);
  const answeredMs = performance.now() - started;
  await Promise.all(background);
  return { res, answeredMs };
}

const post = (path: string, body: unknown, cookie = '', method = 'POST') =>
  new Request(`http://localhost:8888${path}`, {
    method,
    headers: { 'content-type': 'application/json', cookie },
    body: JSON.stringify(body),
  });

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
};
const ms = (value: number) => `${value.toFixed(1)} ms`;

/** Runs the scheduled sender until nothing is due, and prints runs, total time, largest batch and mails per second. */
async function drainInto(catcher: MailCatcher, expected: number): Promise<void> {
  process.env.SMTP_URL = catcher.smtpUrl;
  const received = catcher.received();
  const started = performance.now();
  let runs = 0;
  let largestBatchMs = 0;
  let longestRunMs = 0;
  for (;;) {
    const runStarted = performance.now();
    const report = await runOutboxSender(getDb());
    if (report.batches === 0) break;
    runs++;
    largestBatchMs = Math.max(largestBatchMs, report.largestBatchMs);
    longestRunMs = Math.max(longestRunMs, performance.now() - runStarted);
  }
  const totalMs = performance.now() - started;
  const arrived = catcher.received() - received;
  console.log(
    `Drained by ${runs} scheduled runs: ${arrived.toLocaleString('en')} mails in the catcher in ${(totalMs / 1000).toFixed(1)} s ` +
      `(${Math.round(arrived / (totalMs / 1000))} mails/s); batch size 50, largest batch ${ms(largestBatchMs)}, ` +
      `longest run ${ms(longestRunMs)} (limit 30 s)`,
  );
  if (arrived < expected) throw new Error(`Only ${arrived} of ${expected} mails arrived`);
}

const database = await startMemoryDatabase();
const catcher = await startMailCatcher({ smtpPort: 0, webPort: 0 });
try {
  await seed(getDb(), DEFAULT_LOCAL_ADMIN);
  process.env.SMTP_URL = catcher.smtpUrl;

  // 1. Sign-ups, each from its own address (the per-address limit is not what is measured).
  const delivered: number[] = [];
  const answered: number[] = [];
  for (let i = 0; i < SIGNUPS; i++) {
    const started = performance.now();
    const before = catcher.received();
    const { res, answeredMs } = await invoke(
      newsletterSubscriptions,
      post('/api/newsletter-subscriptions', { email: `bench${i}@example.it`, privacyAccepted: 1 }),
      `198.51.100.${i % 250}`,
    );
    while (catcher.received() === before) await new Promise((resolve) => setImmediate(resolve));
    delivered.push(performance.now() - started);
    answered.push(answeredMs);
    if (res.status !== 202) throw new Error(`Sign-up answered ${res.status}`);
  }
  console.log(`Sign-up → confirmation mail in the catcher, ${SIGNUPS} sign-ups:`);
  console.log(`  delivered: p50 ${ms(percentile(delivered, 50))}, p95 ${ms(percentile(delivered, 95))}`);
  console.log(`  answer:    p50 ${ms(percentile(answered, 50))}, p95 ${ms(percentile(answered, 95))}`);

  // 2. Bookings of one stop, each from its own address: the request and its link's mail, then the click on the
  //    confirm page's button and the confirmation's mail (with the stop's .ics).
  const [{ id: bookedStopId }] = await database.db.query<{ id: number }>(
    `INSERT INTO tour_events (title, location, event_date, event_time) VALUES ('Incontro', 'Este', '2030-05-09', '18:00')
     RETURNING id`,
  );
  const linkMailed: number[] = [];
  const requestAnswered: number[] = [];
  const confirmationMailed: number[] = [];
  const clickAnswered: number[] = [];
  const nextMail = async (before: number) => {
    while (catcher.received() === before) await new Promise((resolve) => setImmediate(resolve));
    return catcher.mails.at(-1)!;
  };
  for (let i = 0; i < SIGNUPS; i++) {
    const booking = { name: 'Persona Bench', email: `prenota${i}@example.it`, people: 1, privacyAccepted: 1 };
    let started = performance.now();
    let before = catcher.received();
    const requested = await invoke(
      tourEventRsvps,
      post(`/api/tour-events/${bookedStopId}/rsvps`, booking),
      `198.51.100.${i % 250}`,
      { id: String(bookedStopId) },
    );
    if (requested.res.status !== 202) throw new Error(`The request answered ${requested.res.status}`);
    const link = await nextMail(before);
    linkMailed.push(performance.now() - started);
    requestAnswered.push(requested.answeredMs);
    const token = /\/prenotazione\/conferma\?t=([A-Za-z0-9_-]{43})/.exec(link.text)?.[1];
    if (!token) throw new Error('No confirm link in the request mail');
    started = performance.now();
    before = catcher.received();
    const clicked = await invoke(
      rsvpConfirm,
      new Request(`http://localhost:8888/api/rsvps/confirm?t=${token}`, { method: 'POST' }),
    );
    if (clicked.res.status !== 200) throw new Error(`The click answered ${clicked.res.status}`);
    await nextMail(before);
    confirmationMailed.push(performance.now() - started);
    clickAnswered.push(clicked.answeredMs);
  }
  const p50p95 = (values: number[]) => `p50 ${ms(percentile(values, 50))}, p95 ${ms(percentile(values, 95))}`;
  console.log(`\nBooking request → its link's mail in the catcher, ${SIGNUPS} bookings:`);
  console.log(`  delivered: ${p50p95(linkMailed)}`);
  console.log(`  answer:    ${p50p95(requestAnswered)}`);
  console.log(`Click on "Conferma la prenotazione" → the confirmation (with .ics) in the catcher:`);
  console.log(`  delivered: ${p50p95(confirmationMailed)}`);
  console.log(`  answer:    ${p50p95(clickAnswered)}`);

  // 3. A newsletter to BULK confirmed subscribers, queued while SMTP is off so the scheduled runs drain it all.
  await database.db.query(
    `INSERT INTO newsletter_subscriptions (email, confirmed_at)
     SELECT 'iscritto' || n || '@example.it', now() FROM generate_series(1, $1::int) AS n`,
    [BULK],
  );
  const { res: loginRes } = await invoke(login, post('/api/login', DEFAULT_LOCAL_ADMIN));
  const cookie = loginRes.headers.get('set-cookie')!.split(';')[0];
  delete process.env.SMTP_URL;
  const warn = console.warn;
  console.warn = () => {};
  const statementsBefore = statements;
  const issue = { subject: 'Le tappe di dicembre', text: 'Ci vediamo in piazza.\n\n'.repeat(40) };
  const { res: queuedRes, answeredMs: queuedMs } = await invoke(
    adminNewsletterIssues,
    post('/api/admin/newsletter-issues', issue, cookie),
  );
  console.warn = warn;
  const { queued } = (await queuedRes.json()) as { queued: number };
  // The admin endpoint's statements: the session check, then the one INSERT … SELECT of the issue and its mails.
  console.log(
    `\nNewsletter to ${queued.toLocaleString('en')} confirmed subscribers: queued in ${ms(queuedMs)} ` +
      `(${statements - statementsBefore} statements: session check + 1 for the issue and every mail)`,
  );

  await drainInto(catcher, queued);

  // 4. A change notice to BOOKINGS bookings of one stop, queued (mail off) by the admin's change of its time.
  const [{ id: stopId }] = await database.db.query<{ id: number }>(
    `INSERT INTO tour_events (title, location, event_date, event_time, address)
     VALUES ('Festa della campagna', 'Padova', '2030-05-10', '18:00', 'Piazza dei Signori') RETURNING id`,
  );
  await database.db.query(
    `INSERT INTO rsvps (tour_event_id, name, email, people, privacy_accepted, notified_status)
     SELECT $1, 'Persona ' || n, 'prenotato' || n || '@example.it', 1 + n % 4, 1, 'confirmed'
     FROM generate_series(1, $2::int) AS n`,
    [stopId, BOOKINGS],
  );
  delete process.env.SMTP_URL;
  console.warn = () => {};
  const changeStatements = statements;
  const moved = { title: 'Festa della campagna', location: 'Padova', eventDate: '2030-05-10', eventTime: '21:00' };
  const { res: changeRes, answeredMs: changeMs } = await invoke(
    tourEvent,
    post(`/api/tour-events/${stopId}`, moved, cookie, 'PUT'),
    undefined,
    { id: String(stopId) },
  );
  console.warn = warn;
  if (changeRes.status !== 200) throw new Error(`The change answered ${changeRes.status}`);
  const [{ notices }] = await database.db.query<{ notices: number }>(
    `SELECT count(*)::int AS notices FROM outbox WHERE kind = 'rsvp-change'`,
  );
  console.log(
    `\nChange notice to ${notices.toLocaleString('en')} bookings: queued with the change in ${ms(changeMs)} ` +
      `(${statements - changeStatements} statements on the pool; the change and every notice are one of them)`,
  );
  await drainInto(catcher, notices);

  // 5. The day-before reminders of one shift's sign-ups, queued by the reminders' run at 10:00 the day before.
  const signups = Math.min(BOOKINGS, SHIFT_POLICY.maxCapacity);
  const [{ id: shiftId }] = await database.db.query<{ id: number }>(
    `INSERT INTO shifts (title, activity, place, comune, shift_date, start_time, end_time, capacity)
     VALUES ('Banchetto al mercato', 'banchetti', 'Piazza delle Erbe', 'Padova', '2030-05-11', '09:00', '12:00', $1)
     RETURNING id`,
    [signups],
  );
  await database.db.query(
    `INSERT INTO rsvps (shift_id, name, email, people, privacy_accepted, notified_status, created_at)
     SELECT $1, 'Volontario ' || n, 'volontario' || n || '@example.it', 1, 1, 'confirmed', '2030-05-01'
     FROM generate_series(1, $2::int) AS n`,
    [shiftId, signups],
  );
  process.env.SMTP_URL = catcher.smtpUrl;
  const info = console.info;
  console.info = () => {};
  const reminderStarted = performance.now();
  const { queued: reminded, sent } = await runRsvpReminders(getDb(), new Date(romeInstant('2030-05-10', '10:00')));
  console.info = info;
  console.log(
    `\nShift reminders to ${reminded.toLocaleString('en')} volunteers: queued in one statement, ${sent} sent by ` +
      `the reminders' own run, in ${ms(performance.now() - reminderStarted)}`,
  );
  if (sent < reminded) await drainInto(catcher, reminded - sent);
} finally {
  await catcher.stop();
  await database.stop();
}
