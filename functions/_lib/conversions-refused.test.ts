import { purgeCache } from '@netlify/functions';
import { describe, expect, it, vi } from 'vitest';
import { API } from '../../core/api-paths';
import { FORM_POLICY } from '../../core/policy';
import { MIN_FILL_TIME_MS } from '../../core/schema/form-guard.schema';
import { call, usePurgeToken } from '../../test/server/function-calls';
import { VALID as FUZZ_BODIES } from '../../test/server/fuzz-bodies';
import {
  BOOKING,
  addStop,
  book,
  clickConfirm,
  confirmTokenOf,
  dayFromToday,
  mailsTo,
} from '../../test/server/rsvp-test-kit';
import { VOLUNTEER, addShift, signUp } from '../../test/server/shift-kit';
import { useTestSmtpServer } from '../../test/server/smtp-test-server';
import { useTestDatabase } from '../../test/server/test-database';
import contact from '../contact/contact';
import newsletterSubscriptions from '../newsletter-subscriptions/newsletter-subscriptions';
import volunteers from '../volunteers/volunteers';

vi.mock('@netlify/functions', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@netlify/functions')>()),
  purgeCache: vi.fn(),
}));

const db = useTestDatabase();
const smtp = useTestSmtpServer();
usePurgeToken(vi.mocked(purgeCache));

const MESSAGE = { name: 'Anna Bianchi', email: 'anna@example.com', message: 'Vorrei aiutare.', privacyAccepted: 1 };

/** The conversions counted, by kind: what "Andamento" would show. */
async function counted(): Promise<Record<string, number>> {
  const rows = await db.query<{ kind: string; n: number }>(
    `SELECT kind, sum(count)::integer AS n FROM metrics_conversions GROUP BY kind ORDER BY kind`,
  );
  return Object.fromEntries(rows.map((row) => [row.kind, row.n]));
}

const lastConfirmToken = (email: string) => confirmTokenOf(mailsTo(smtp().received, email).at(-1)!);

/** A request an hour old, as if sent before the engine's cap of one mail per address and stop an hour. */
const anHourAgo = () => db.query(`UPDATE rsvp_requests SET created_at = created_at - interval '2 hours'`);

describe('a refused request counts no conversion (decision 0046)', () => {
  it('refused by the rate limit, per window or per day: 429 and nothing counted', async () => {
    const { max, maxPerDay } = FORM_POLICY.contact;
    await db.query(`INSERT INTO rate_limits (key, hits) VALUES ('form:contact:203.0.113.7', $1)`, [max]);
    expect((await call(contact, API.contact, { method: 'POST', body: MESSAGE })).status).toBe(429);
    await db.query(`INSERT INTO rate_limits (key, hits) VALUES ('form:contact:day:198.51.100.4', $1)`, [maxPerDay]);
    expect((await call(contact, API.contact, { method: 'POST', body: MESSAGE, ip: '198.51.100.4' })).status).toBe(429);
    expect(await counted()).toEqual({});
  });

  it('refused by the guard (sent too fast) or the schema, or a bot’s honeypot: nothing counted', async () => {
    const fast = { ...MESSAGE, fillTimeMs: MIN_FILL_TIME_MS - 1 };
    expect((await call(contact, API.contact, { method: 'POST', body: fast })).status).toBe(400);
    expect((await call(contact, API.contact, { method: 'POST', body: { ...MESSAGE, email: 'no' } })).status).toBe(400);
    const badCampaign = { ...MESSAGE, utm_campaign: '<script>' };
    expect((await call(contact, API.contact, { method: 'POST', body: badCampaign })).status).toBe(400);
    const bot = { ...MESSAGE, website: 'http://spam.example' };
    expect((await call(contact, API.contact, { method: 'POST', body: bot })).status).toBe(201);
    expect(await db.count('contact_submissions')).toBe(0);
    expect(await counted()).toEqual({});
  });

  it('a booking request past the address’s cap answers 202 like any other and counts nothing', async () => {
    const stop = await addStop();
    expect((await book(stop.id)).status).toBe(202);
    expect((await book(stop.id)).status).toBe(202);
    expect(await db.count('rsvp_requests')).toBe(1);
    expect(await counted()).toEqual({ 'booking-requested': 1 });
  });

  it('a request for a stop done, past or unknown is refused and counts nothing', async () => {
    const done = await addStop({ completed: 1 });
    const past = await addStop({ eventDate: dayFromToday(-1) });
    expect((await book(done.id)).status).toBe(409);
    expect((await book(past.id)).status).toBe(409);
    expect((await book(999_999)).status).toBe(404);
    expect(await counted()).toEqual({});
  });

  it('a full stop: a place in line is no confirmed booking, and a booking grown past the places counts nothing', async () => {
    const stop = await addStop({ capacity: 2 });
    const rita = { ...BOOKING, email: 'rita@example.it', people: 1 };
    const ugo = { ...BOOKING, email: 'ugo@example.it', people: 1 };
    const eva = { ...BOOKING, email: 'eva@example.it', people: 1 };
    for (const person of [rita, ugo, eva]) {
      expect((await book(stop.id, person)).status).toBe(202);
      expect((await clickConfirm(lastConfirmToken(person.email))).status).toBe(200);
    }
    expect(await db.query(`SELECT status FROM rsvps ORDER BY id`)).toEqual([
      { status: 'confirmed' },
      { status: 'confirmed' },
      { status: 'waiting' },
    ]);
    expect(await counted()).toEqual({ 'booking-confirmed': 2, 'booking-requested': 3 });
    await anHourAgo();
    expect((await book(stop.id, { ...rita, people: 2 })).status).toBe(202);
    expect((await clickConfirm(lastConfirmToken(rita.email))).status).not.toBe(200);
    expect(await counted()).toEqual({ 'booking-confirmed': 2, 'booking-requested': 4 });
  });

  it('a shift’s sign-up past the cap, or for a past shift, counts nothing', async () => {
    const shift = await addShift();
    const past = await addShift({ date: dayFromToday(-1) });
    expect((await signUp(shift.id)).status).toBe(202);
    expect((await signUp(shift.id)).status).toBe(202);
    expect((await signUp(past.id, { ...VOLUNTEER, email: 'altro@example.it' })).status).toBe(409);
    expect(await counted()).toEqual({ 'shift-requested': 1 });
  });

  it('a newsletter sign-up of an address already confirmed, or pending and mailed within the hour, counts nothing', async () => {
    const subscribe = (email: string) =>
      call(newsletterSubscriptions, API.newsletterSubscriptions, {
        method: 'POST',
        body: { email, privacyAccepted: 1 },
      });
    expect((await subscribe('chiara@example.it')).status).toBe(202);
    expect((await subscribe('chiara@example.it')).status).toBe(202);
    await db.query(
      `UPDATE newsletter_subscriptions SET confirmed_at = now(), confirm_sent_at = now() - interval '1 day'`,
    );
    expect((await subscribe('chiara@example.it')).status).toBe(202);
    expect(await counted()).toEqual({ newsletter: 1 });
  });

  it('a volunteer already confirmed, or past the address’s mails, counts nothing', async () => {
    const body = Object.fromEntries(
      Object.entries(FUZZ_BODIES.volunteer).map(([key, json]) => [key, JSON.parse(json) as unknown]),
    );
    const offer = () => call(volunteers, API.volunteers, { method: 'POST', body });
    expect((await offer()).status).toBe(202);
    expect((await offer()).status).toBe(202);
    await db.query(`UPDATE volunteers SET confirmed_at = now()`);
    await db.query(`UPDATE outbox SET created_at = created_at - interval '2 hours'`);
    expect((await offer()).status).toBe(202);
    expect(await db.count('volunteers')).toBe(1);
    expect(await counted()).toEqual({ volunteer: 1 });
  });
});
