import { describe, expect, it, vi } from 'vitest';
import * as yup from 'yup';
import { text } from '../../core/schema/fields.schema';
import { MIN_FILL_TIME_MS } from '../../core/schema/form-guard.schema';
import { NEWSLETTER_MESSAGES } from '../../core/schema/newsletter-subscription.schema';
import { useTestDatabase } from '../../test/server/test-database';
import contact from '../contact/contact';
import newsletterSubscriptions from '../newsletter-subscriptions/newsletter-subscriptions';
import photoBoothEmails from '../photo-booth-emails/photo-booth-emails';
import { MESSAGES, endpoint, json } from './http';
import { FORM_LIMITS, SENT_TOO_FAST, TOO_MANY_REQUESTS, TOO_MANY_TODAY, guardedPost } from './spam-guard';
import { call } from '../../test/server/function-calls';
import { LONG_TEST_MS } from '../../test/patience';

const db = useTestDatabase();

const CONTACT = { name: 'Anna', email: 'anna@example.com', message: 'Un messaggio di prova', privacyAccepted: 1 };
const RECORD = {
  email: 'l@example.it',
  nomeCognome: 'Luca Verdi',
  citta: 'Padova',
  provincia: 'PD',
  privacyAccepted: 1,
};

const sendContact = (body: object, ip?: string) => call(contact, '/api/contact', { method: 'POST', body, ip });
const signUp = (body: object, ip?: string) =>
  call(photoBoothEmails, '/api/photo-booth-emails', { method: 'POST', body, ip });

describe.each([
  ['contact form', sendContact, CONTACT, 'contact_submissions'],
  ['image-generator sign-up', signUp, RECORD, 'photo_booth_emails'],
] as const)('%s spam guard', (_label, send, valid, table) => {
  it('a filled honeypot is answered 201 like a success, and nothing is stored', async () => {
    const res = await send({ ...valid, website: 'https://spam.example', fillTimeMs: 30_000 });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ email: valid.email, privacyAccepted: 1 });
    expect(await db.count(table)).toBe(0);
  });

  it('a form sent faster than a person can fill it is told so in Italian, stored nowhere, and can be sent again', async () => {
    const res = await send({ ...valid, website: '', fillTimeMs: MIN_FILL_TIME_MS - 1 });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: SENT_TOO_FAST });
    expect(await db.count(table)).toBe(0);
    expect((await send({ ...valid, website: '', fillTimeMs: MIN_FILL_TIME_MS + 1500 })).status).toBe(201);
    expect(await db.count(table)).toBe(1);
  });

  it('a person filling it in is stored, the honeypot left empty', async () => {
    const res = await send({ ...valid, website: '', fillTimeMs: MIN_FILL_TIME_MS + 5000 });
    expect(res.status).toBe(201);
    expect(res.body.id).toBe(1);
    expect(await db.count(table)).toBe(1);
  });

  it('refuses a honeypot or fill time of the wrong type with 400', async () => {
    expect((await send({ ...valid, website: { a: 1 } })).status).toBe(400);
    expect((await send({ ...valid, fillTimeMs: '5000' })).status).toBe(400);
    expect(await db.count(table)).toBe(0);
  });
});

describe('per-address rate limit', () => {
  it(`contact: ${FORM_LIMITS.contact.max} in ten minutes pass, then 429 in Italian; another address is unaffected`, async () => {
    for (let i = 0; i < FORM_LIMITS.contact.max; i++) expect((await sendContact(CONTACT)).status).toBe(201);
    const refused = await sendContact(CONTACT);
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ error: TOO_MANY_REQUESTS });
    expect(refused.headers.get('retry-after')).toBe(String(FORM_LIMITS.contact.windowSeconds));
    expect(await db.count('contact_submissions')).toBe(FORM_LIMITS.contact.max);
    expect((await sendContact(CONTACT, '192.0.2.44')).status).toBe(201);
  });

  it('contact: dozens from one address in ten minutes are blocked', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 36; i++) statuses.push((await sendContact(CONTACT)).status);
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThanOrEqual(24);
  });

  it('contact: the window expires and the address may write again', async () => {
    for (let i = 0; i < FORM_LIMITS.contact.max; i++) await sendContact(CONTACT);
    expect((await sendContact(CONTACT)).status).toBe(429);
    await db.query(`UPDATE rate_limits SET window_start = window_start - interval '11 minutes'`);
    expect((await sendContact(CONTACT)).status).toBe(201);
  });

  it(
    'image generator: 300 sign-ups from one address (a theatre on one Wi-Fi) all pass',
    async () => {
      for (let i = 0; i < 300; i++) {
        const res = await signUp({ ...RECORD, email: `ospite${i}@example.it` });
        expect(res.status, `sign-up ${i + 1}`).toBe(201);
      }
      expect(await db.count('photo_booth_emails')).toBe(300);
    },
    LONG_TEST_MS,
  );

  it(`contact: at most ${FORM_LIMITS.contact.maxPerDay} a day from one address, however slowly they come`, async () => {
    await db.query(`INSERT INTO rate_limits (key, hits) VALUES ('form:contact:day:203.0.113.7', $1)`, [
      FORM_LIMITS.contact.maxPerDay,
    ]);
    const refused = await sendContact(CONTACT);
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ error: TOO_MANY_TODAY });
    expect(refused.headers.get('retry-after')).toBe(String(24 * 60 * 60));
    expect(await db.count('contact_submissions')).toBe(0);
    expect((await sendContact(CONTACT, '192.0.2.45')).status).toBe(201);
  });
});

it('the newsletter answers a filled honeypot as it answers every sign-up, and stores nothing', async () => {
  const res = await call(newsletterSubscriptions, '/api/newsletter-subscriptions', {
    method: 'POST',
    body: { email: 'bot@example.it', privacyAccepted: 1, website: 'https://spam.example' },
  });
  expect(res.status).toBe(202);
  expect(res.body).toEqual({ message: NEWSLETTER_MESSAGES.checkYourMail });
  expect(await db.count('newsletter_subscriptions')).toBe(0);
});

describe('guardedPost', () => {
  // A form of its own, counted against the contact form's limits.
  const LIMIT = FORM_LIMITS.contact;
  const schema = yup.object({ name: text('Nome non valido').required('Nome non valido') });
  const setup = () => {
    const store = vi.fn(async (submission: { name: string }) => ({
      response: json({ stored: submission }, 201),
      converts: true,
    }));
    const asIfStored = vi.fn((submission: { name: string }) => json({ stored: submission }, 201));
    const handler = endpoint({ POST: guardedPost({ schema, entry: 'contact', store, asIfStored }) });
    const send = (body: object) => call(handler, '/api/test-form', { method: 'POST', body });
    return { store, asIfStored, send };
  };

  it("stores a person's submission, without the guard's fields, and answers what the store answers", async () => {
    const { store, asIfStored, send } = setup();
    const res = await send({ name: 'Anna', website: '', fillTimeMs: MIN_FILL_TIME_MS + 1 });
    expect([res.status, res.body]).toEqual([201, { stored: { name: 'Anna' } }]);
    expect(store).toHaveBeenCalledTimes(1);
    expect(store.mock.calls[0][0]).toEqual({ name: 'Anna' });
    expect(asIfStored).not.toHaveBeenCalled();
  });

  it('answers a filled honeypot as if stored, and neither stores nor counts it', async () => {
    const { store, asIfStored, send } = setup();
    const res = await send({ name: 'Bot', website: 'https://spam.example' });
    expect([res.status, res.body]).toEqual([201, { stored: { name: 'Bot' } }]);
    expect(asIfStored).toHaveBeenCalledTimes(1);
    expect(store).not.toHaveBeenCalled();
    expect(await db.count('rate_limits')).toBe(0);
  });

  it('refuses a form sent too fast with 400, and a bad body with its fields, storing nothing', async () => {
    const { store, asIfStored, send } = setup();
    const fast = await send({ name: 'Anna', fillTimeMs: MIN_FILL_TIME_MS - 1 });
    expect([fast.status, fast.body]).toEqual([400, { error: SENT_TOO_FAST }]);
    const bad = await send({ name: 42 });
    expect([bad.status, bad.body]).toEqual([400, { error: MESSAGES.badInput, fields: { name: 'Nome non valido' } }]);
    expect(store).not.toHaveBeenCalled();
    expect(asIfStored).not.toHaveBeenCalled();
  });

  it('answers 429 past the per-address limit, storing only what came before it', async () => {
    const { store, send } = setup();
    for (let i = 0; i < LIMIT.max; i++) expect((await send({ name: `Anna ${i}` })).status).toBe(201);
    const refused = await send({ name: 'Anna' });
    expect([refused.status, refused.body]).toEqual([429, { error: TOO_MANY_REQUESTS }]);
    expect(refused.headers.get('retry-after')).toBe(String(LIMIT.windowSeconds));
    expect(store).toHaveBeenCalledTimes(LIMIT.max);
  });
});
