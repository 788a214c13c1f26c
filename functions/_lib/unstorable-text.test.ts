import { describe, expect, it } from 'vitest';
import { CONTACT_MESSAGES } from '../../core/schema/contact';
import { PHOTO_BOOTH_MESSAGES } from '../../core/schema/photo-booth-email';
import { LOGIN_MESSAGES } from '../../core/schema/user';
import { useTestDatabase } from '../../test/server/test-database';
import contact from '../contact/contact';
import login from '../login/login';
import photoBoothEmails from '../photo-booth-emails/photo-booth-emails';
import { MESSAGES } from './http';
import { call } from '../../test/server/function-calls';

/** Regression tests (issue 22): text Postgres cannot store or UTF-8 cannot encode is the field's 400, never a 500. */

const db = useTestDatabase();

const CONTACT = {
  name: 'Anna Bianchi',
  email: 'anna@example.com',
  message: 'Vorrei aiutare durante la campagna.',
  privacyAccepted: 1,
};

/** Sent as JSON text, so "\u0000" and "\ud800" travel as the escapes a client would send. */
const post = (handler: typeof contact, path: string, rawBody: string) =>
  call(handler, path, { method: 'POST', rawBody, headers: { 'content-type': 'application/json' } });

const withField = (body: object, field: string, escaped: string) =>
  JSON.stringify(body).replace(/}$/, `,"${field}":"${escaped}"}`);

describe('a NUL character or half a surrogate pair in a text', () => {
  it.each([
    ['a NUL in the name', 'name', 'Anna\\u0000Bianchi', CONTACT_MESSAGES.name],
    ['a lone high surrogate in the message', 'message', 'Ciao a tutti \\ud83d ecco', CONTACT_MESSAGES.message],
    ['a lone low surrogate in the phone', 'phone', '333\\udc00', CONTACT_MESSAGES.phone],
  ])('contact form: %s is a 400 with the field message, nothing stored', async (_case, field, escaped, message) => {
    const { [field as keyof typeof CONTACT]: _dropped, ...rest } = CONTACT;
    const res = await post(contact, '/api/contact', withField(rest, field, escaped));
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: MESSAGES.badInput, fields: expect.objectContaining({ [field]: message }) });
    expect(await db.count('contact_submissions')).toBe(0);
  });

  it('image generator record: a NUL in the town is a 400 with its message', async () => {
    const record = { email: 'a@example.it', nomeCognome: 'Anna', provincia: 'PD', privacyAccepted: 1 };
    const res = await post(photoBoothEmails, '/api/photo-booth-emails', withField(record, 'citta', 'Pa\\u0000dova'));
    expect(res.status).toBe(400);
    expect(res.body.fields).toMatchObject({ citta: PHOTO_BOOTH_MESSAGES.citta });
    expect(await db.count('photo_booth_emails')).toBe(0);
  });

  it.each([
    ['username', '{"password":"password-di-prova","username":"ad\\u0000min"}', LOGIN_MESSAGES.username],
    ['username', '{"password":"password-di-prova","username":"admin\\ud800"}', LOGIN_MESSAGES.username],
    ['password', '{"username":"admin","password":"pass\\u0000word-di-prova"}', LOGIN_MESSAGES.password],
    ['password', '{"username":"admin","password":"password\\udfff"}', LOGIN_MESSAGES.password],
  ])('login: unstorable text in the %s is a 400 with its message (%s)', async (field, rawBody, message) => {
    const res = await post(login, '/api/login', rawBody);
    expect(res.status).toBe(400);
    expect(res.body.fields).toMatchObject({ [field]: message });
  });

  it('a whole emoji (a surrogate pair) is still text like any other', async () => {
    const res = await post(contact, '/api/contact', withField(CONTACT, 'phone', '\\ud83d\\udcde 333 1234567'));
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ phone: '📞 333 1234567' });
  });
});
