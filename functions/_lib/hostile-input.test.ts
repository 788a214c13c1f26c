import { afterEach, describe, expect, it, vi } from 'vitest';
import { CONTACT_MESSAGES } from '../../core/schema/contact';
import { EMAIL_INVALID } from '../../core/schema/fields';
import { LOGIN_MESSAGES } from '../../core/schema/user';
import { TOUR_EVENT_MESSAGES } from '../../core/schema/tour-event';
import { VISITED_CITY_MESSAGES } from '../../core/schema/visited-city';
import { useTestDatabase } from '../../test/server/test-database';
import authPassword from '../auth-password/auth-password';
import contact from '../contact/contact';
import * as contentRead from '../content/content';
import * as contentWrite from '../content-write/content-write';
import login from '../login/login';
import photoBoothEmails from '../photo-booth-emails/photo-booth-emails';
import * as tourEventsRead from '../tour-events/tour-events';
import * as tourEventsWrite from '../tour-events-write/tour-events-write';
import * as visitedCitiesRead from '../visited-cities/visited-cities';
import * as visitedCitiesWrite from '../visited-cities-write/visited-cities-write';
import { MESSAGES, endpoint } from './http';
import { adminSession, call, routeByMethod, type CallResult } from '../../test/server/function-calls';

// Each list's path as Netlify serves it: the public GET and the admin writes are two functions.
const content = routeByMethod(contentRead, contentWrite);
const visitedCities = routeByMethod(visitedCitiesRead, visitedCitiesWrite);
const tourEvents = routeByMethod(tourEventsRead, tourEventsWrite);

/** Regression tests for each input issue 12 lists: every one a 4xx with nothing written, or a 201 stored as sent. */

const db = useTestDatabase();

afterEach(() => vi.restoreAllMocks());

const CONTACT = {
  name: 'Anna Bianchi',
  email: 'anna@example.com',
  phone: '+39 049 765 4321',
  message: 'Vorrei aiutare durante la campagna.',
  privacyAccepted: 1,
};
const TOUR = { title: 'Tappa a Rovigo', location: 'Rovigo', eventDate: '2025-11-12' };
const CITY = { cityName: 'Belluno' };

const postContact = (body: unknown) => call(contact, '/api/contact', { method: 'POST', body });
const json = (rawBody: string, extra: { method?: string; cookie?: string } = {}) => ({
  method: extra.method ?? 'POST',
  rawBody,
  cookie: extra.cookie,
  headers: { 'content-type': 'application/json' },
});

function expectField(res: CallResult, field: string, message: string) {
  expect(res.status).toBe(400);
  expect(res.body).toEqual({ error: MESSAGES.badInput, fields: expect.objectContaining({ [field]: message }) });
}

describe('wrong JSON types: a 400 with the field message, never a 500, never coerced', () => {
  it.each([
    ['email', { a: 1 }, EMAIL_INVALID],
    ['phone', [], CONTACT_MESSAGES.phone],
    ['name', 12345, CONTACT_MESSAGES.name],
    ['name', false, CONTACT_MESSAGES.name],
    ['message', ['Vorrei aiutare durante la campagna.'], CONTACT_MESSAGES.message],
    ['name', null, CONTACT_MESSAGES.name],
    ['privacyAccepted', true, CONTACT_MESSAGES.privacy],
    ['privacyAccepted', '1', CONTACT_MESSAGES.privacy],
  ])('contact %s = %j', async (field, value, message) => {
    expectField(await postContact({ ...CONTACT, [field]: value }), field, message);
    expect(await db.count('contact_submissions')).toBe(0);
  });

  it.each([
    ['completed', true, 'Valore non valido'],
    ['completed', '1', 'Valore non valido'],
    ['eventDate', 20251112, TOUR_EVENT_MESSAGES.eventDate],
    ['eventDate', '2025-02-30', TOUR_EVENT_MESSAGES.eventDate],
    ['eventDate', { y: 2025 }, TOUR_EVENT_MESSAGES.eventDate],
    ['title', 12345, TOUR_EVENT_MESSAGES.title],
  ])('tour event %s = %j', async (field, value, message) => {
    const cookie = await adminSession();
    const res = await call(tourEvents, '/api/tour-events', {
      method: 'POST',
      cookie,
      body: { ...TOUR, [field]: value },
    });
    expectField(res, field, message);
    expect(await db.count('tour_events')).toBe(0);
  });

  it.each([
    ['pinX', '50'],
    ['pinX', true],
    ['pinY', -0.5],
    ['pinX', 100.01],
  ])('visited city %s = %j', async (field, value) => {
    const cookie = await adminSession();
    const res = await call(visitedCities, '/api/visited-cities', {
      method: 'POST',
      cookie,
      body: { ...CITY, [field]: value },
    });
    expectField(res, field, VISITED_CITY_MESSAGES.pin);
    expect(await db.count('visited_cities')).toBe(0);
  });

  // 1e309 overflows a double: JSON.parse reads it as Infinity, which JSON.stringify would send as null, so the
  // request is written as text.
  it('a number too large for a double (1e309) is refused for text and for a percentage, not stored', async () => {
    const contactText = JSON.stringify({ ...CONTACT, message: 0 }).replace('"message":0', '"message":1e309');
    expectField(await call(contact, '/api/contact', json(contactText)), 'message', CONTACT_MESSAGES.message);
    expect(await db.count('contact_submissions')).toBe(0);
    const cityText = JSON.stringify({ ...CITY, pinY: 0 }).replace('"pinY":0', '"pinY":1e309');
    const res = await call(visitedCities, '/api/visited-cities', json(cityText, { cookie: await adminSession() }));
    expectField(res, 'pinY', VISITED_CITY_MESSAGES.pin);
    expect(await db.count('visited_cities')).toBe(0);
  });

  it('a JSON string is trimmed after the type check', async () => {
    const res = await postContact({ ...CONTACT, name: '  Anna Bianchi  ' });
    expect(res.status).toBe(201);
    expect(res.body.name).toBe('Anna Bianchi');
  });
});

describe('prototype keys at the top level are ignored, not a crash', () => {
  const withKey = (body: object, key: string) => JSON.stringify(body).replace(/^\{/, `{"${key}": {"polluted": 1}, `);

  it.each(['__proto__', 'constructor', 'prototype', 'toString', 'hasOwnProperty'])('%s', async (key) => {
    const cookie = await adminSession();
    expect((await call(contact, '/api/contact', json(withKey(CONTACT, key)))).status).toBe(201);
    const record = { email: 'l@example.it', nomeCognome: 'Luca', citta: 'Padova', provincia: 'PD', privacyAccepted: 1 };
    expect((await call(photoBoothEmails, '/api/photo-booth-emails', json(withKey(record, key)))).status).toBe(201);
    expect(
      (await call(login, '/api/login', json(withKey({ username: 'nessuno', password: 'sbagliata' }, key)))).status,
    ).toBe(401);
    expect((await call(tourEvents, '/api/tour-events', json(withKey(TOUR, key), { cookie }))).status).toBe(201);
    expect(
      (
        await call(
          content,
          '/api/content',
          json(withKey({ heroTitle: 'Nuovo titolo' }, key), { method: 'PUT', cookie }),
        )
      ).status,
    ).toBe(200);
    const change = withKey({ currentPassword: 'sbagliata', newPassword: 'una-password-nuova' }, key);
    expect((await call(authPassword, '/api/auth/password', json(change, { cookie }))).status).toBe(400);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('only prototype keys and nothing else: the usual 400', async () => {
    const res = await call(contact, '/api/contact', json('{"__proto__": {"name": "Anna"}, "constructor": 1}'));
    expect(res.status).toBe(400);
    expect(await db.count('contact_submissions')).toBe(0);
  });
});

describe('lengths counted in characters, as the database counts them', () => {
  it('"Grazie 👏👏" (9 characters) is a 400 with the message-length text, not a 500', async () => {
    expectField(await postContact({ ...CONTACT, message: 'Grazie 👏👏' }), 'message', CONTACT_MESSAGES.message);
    expect(await db.count('contact_submissions')).toBe(0);
  });

  it('"😀" as a name is a 400 with the name-length text', async () => {
    expectField(await postContact({ ...CONTACT, name: '😀' }), 'name', CONTACT_MESSAGES.name);
  });

  it('above the minimum in characters: 201, stored as sent', async () => {
    const res = await postContact({ ...CONTACT, name: '😀😀', message: 'Grazie 👏👏👏' });
    expect(res.status).toBe(201);
    const [row] = await db.query<{ name: string; message: string }>('SELECT name, message FROM contact_submissions');
    expect(row).toEqual({ name: '😀😀', message: 'Grazie 👏👏👏' });
  });

  it('a maximum counts characters too: 200 emoji fit a 200-character name', async () => {
    expect((await postContact({ ...CONTACT, name: '😀'.repeat(200) })).status).toBe(201);
    expectField(await postContact({ ...CONTACT, name: '😀'.repeat(201) }), 'name', CONTACT_MESSAGES.nameTooLong);
  });
});

describe('other inputs the issue lists', () => {
  it('a password over 72 bytes is refused at login', async () => {
    const res = await call(login, '/api/login', {
      method: 'POST',
      body: { username: 'admin', password: 'a'.repeat(73) },
    });
    expectField(res, 'password', LOGIN_MESSAGES.password);
  });

  it('PUT /api/content as text/plain with a valid cookie is 415 and changes nothing', async () => {
    const cookie = await adminSession();
    const res = await call(content, '/api/content', {
      method: 'PUT',
      cookie,
      rawBody: JSON.stringify({ heroTitle: 'Titolo da un altro sito' }),
      headers: { 'content-type': 'text/plain' },
    });
    expect(res.status).toBe(415);
    expect(await db.count('site_content')).toBe(0);
  });
});

describe('error logs carry no personal data', () => {
  it("logs the error without the request body or the database's detail", async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const failing = endpoint({
      POST: async () => {
        const error = Object.assign(new Error('new row violates check constraint "contact_submissions_name_check"'), {
          code: '23514',
          detail: 'Failing row contains (1, Anna Bianchi, anna@example.com, +39 049 765 4321).',
        });
        throw error;
      },
    });
    const res = await call(failing, '/api/contact?email=anna@example.com', { method: 'POST', body: CONTACT });
    expect(res.status).toBe(500);
    expect(logged).toHaveBeenCalledTimes(1);
    const line = logged.mock.calls[0].map(String).join(' ');
    expect(line).toContain('contact_submissions_name_check');
    expect(line).toContain('23514');
    for (const personal of ['Anna', 'anna@example.com', '765', 'Failing row']) expect(line).not.toContain(personal);
  });
});
