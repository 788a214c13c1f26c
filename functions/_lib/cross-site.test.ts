import { describe, expect, it } from 'vitest';
import { useTestDatabase } from '../../test/server/test-database';
import contact from '../contact/contact';
import login from '../login/login';
import * as tourEventsRead from '../tour-events/tour-events';
import * as tourEventsWrite from '../tour-events-write/tour-events-write';
import { MESSAGES } from './http';
import { adminSession, call, callRaw, routeByMethod, TEST_ADMIN } from '../../test/server/function-calls';

// Each list's path as Netlify serves it: the public GET and the admin writes are two functions.
const tourEvents = routeByMethod(tourEventsRead, tourEventsWrite);

const db = useTestDatabase();

const CONTACT = { name: 'Anna', email: 'anna@example.com', message: 'Un messaggio di prova', privacyAccepted: 1 };
const TOUR = { title: 'Tappa a Rovigo', location: 'Rovigo', eventDate: '2025-11-12' };

const SITE = 'https://venturinipresidente.it';

/** The three kinds of write the issue names: the login, a public form, an admin write. */
const writes = async () => {
  // The site is served over HTTPS here, where the session cookie carries the __Host- prefix.
  const cookie = (await adminSession()).replace(/^admin_session=/, '__Host-admin_session=');
  return [
    {
      name: 'login',
      send: (headers: Record<string, string>) =>
        call(login, '/api/login', { method: 'POST', body: TEST_ADMIN, headers, url: `${SITE}/api/login` }),
    },
    {
      name: 'contact',
      send: (headers: Record<string, string>) =>
        call(contact, '/api/contact', { method: 'POST', body: CONTACT, headers, url: `${SITE}/api/contact` }),
    },
    {
      name: 'admin write',
      send: (headers: Record<string, string>) =>
        call(tourEvents, '/api/tour-events', {
          method: 'POST',
          body: TOUR,
          cookie,
          headers,
          url: `${SITE}/api/tour-events`,
        }),
    },
  ];
};

async function tableCounts() {
  return [await db.count('sessions'), await db.count('contact_submissions'), await db.count('tour_events')];
}

describe('cross-site writes', () => {
  it.each([
    ['another Origin', { origin: 'https://evil.example' }],
    ['an http Origin for the https site', { origin: 'http://venturinipresidente.it' }],
    ['Origin: null', { origin: 'null' }],
    ['no Origin but Sec-Fetch-Site: cross-site', { 'sec-fetch-site': 'cross-site' }],
  ])('are refused with 403 and write nothing: %s', async (_label, headers) => {
    for (const write of await writes()) {
      const before = await tableCounts();
      const res = await write.send(headers);
      expect(res.status, write.name).toBe(403);
      expect(res.body).toEqual({ error: MESSAGES.crossSite });
      expect(await tableCounts(), write.name).toEqual(before);
    }
  });

  it.each([
    ['the same Origin', { origin: SITE }],
    ['Sec-Fetch-Site: same-origin', { 'sec-fetch-site': 'same-origin' }],
    ['neither header (curl, tests)', {}],
  ])('are accepted from %s', async (_label, headers) => {
    const [loginWrite, contactWrite, adminWrite] = await writes();
    expect((await loginWrite.send(headers)).status).toBe(200);
    expect((await contactWrite.send(headers)).status).toBe(201);
    expect((await adminWrite.send(headers)).status).toBe(201);
  });

  it('reads are not affected by Origin', async () => {
    const res = await call(tourEvents, '/api/tour-events', { headers: { origin: 'https://evil.example' } });
    expect(res.status).toBe(200);
  });
});

describe('transport', () => {
  it('names the cookie __Host-admin_session over HTTPS and reads only that name there', async () => {
    await adminSession();
    const res = await call(login, '/api/login', { method: 'POST', body: TEST_ADMIN, url: `${SITE}/api/login` });
    const setCookie = res.headers.get('set-cookie') ?? '';
    expect(setCookie).toMatch(/^__Host-admin_session=[^;]+; Path=\/; HttpOnly; SameSite=Strict; .*Secure/);
    expect(setCookie).not.toMatch(/Domain=/i);
    const token = setCookie.split(';')[0].split('=')[1];
    const { default: authUser } = await import('../auth-user/auth-user');
    const https = (cookie: string) => call(authUser, '/api/auth/user', { cookie, url: `${SITE}/api/auth/user` });
    expect((await https(`__Host-admin_session=${token}`)).status).toBe(200);
    expect((await https(`admin_session=${token}`)).status).toBe(401);
  });

  it('keeps the plain name over http, for local runs', async () => {
    await adminSession();
    const res = await call(login, '/api/login', { method: 'POST', body: TEST_ADMIN });
    expect(res.headers.get('set-cookie')).toMatch(/^admin_session=/);
  });

  it('marks every function response nosniff and personal answers no-store', async () => {
    const sent = await call(contact, '/api/contact', { method: 'POST', body: CONTACT });
    expect(sent.headers.get('x-content-type-options')).toBe('nosniff');
    expect(sent.headers.get('cache-control')).toBe('no-store');
    const cookie = await adminSession();
    const { default: adminContacts } = await import('../admin-contact-submissions/admin-contact-submissions');
    const list = await call(adminContacts, '/api/admin/contact-submissions', { cookie });
    expect(list.headers.get('x-content-type-options')).toBe('nosniff');
    expect(list.headers.get('cache-control')).toBe('no-store');
    const csv = await callRaw(adminContacts, '/api/admin/contact-submissions', {
      cookie,
      url: 'http://localhost:8888/api/admin/contact-submissions?format=csv',
    });
    expect(csv.headers.get('content-type')).toContain('text/csv');
    expect(csv.headers.get('x-content-type-options')).toBe('nosniff');
    expect(csv.headers.get('cache-control')).toBe('no-store');
  });
});
