import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useTestDatabase } from '../../test/server/test-database';
import contact from '../contact/contact';
import * as contentRead from '../content/content';
import * as contentWrite from '../content-write/content-write';
import login from '../login/login';
import logout from '../logout/logout';
import photoBoothEmails from '../photo-booth-emails/photo-booth-emails';
import tourEvents from '../tour-events/tour-events';
import visitedCities from '../visited-cities/visited-cities';
import campaignMaterials from '../campaign-materials/campaign-materials';
import adminContactSubmissions from '../admin-contact-submissions/admin-contact-submissions';
import authUser from '../auth-user/auth-user';
import { ADMIN_UNAVAILABLE } from './auth';
import { call, routeByMethod } from '../../test/server/function-calls';

// /api/content as Netlify serves it: the public GET and the admin's PUT are two functions.
const content = routeByMethod(contentRead, contentWrite);

const db = useTestDatabase();
const saved = { ...process.env };

/** A deployed site whose SESSION_SECRET is missing or too short. */
function deployedWithSecret(secret: string | undefined) {
  if (secret === undefined) delete process.env.SESSION_SECRET;
  else process.env.SESSION_SECRET = secret;
  delete process.env.NETLIFY_DEV;
  process.env.NODE_ENV = 'production';
}

let logged: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  logged = vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  process.env = {
    ...saved,
    NETLIFY_DB_URL: process.env.NETLIFY_DB_URL,
    NETLIFY_DB_DRIVER: process.env.NETLIFY_DB_DRIVER,
  };
  vi.restoreAllMocks();
});

describe.each([
  ['missing', undefined],
  ['weak', 'short-secret'],
])('SESSION_SECRET %s on a deployed site', (_label, secret) => {
  it('public reads answer 200', async () => {
    deployedWithSecret(secret);
    for (const [handler, path] of [
      [content, '/api/content'],
      [tourEvents, '/api/tour-events'],
      [visitedCities, '/api/visited-cities'],
      [campaignMaterials, '/api/campaign-materials'],
    ] as const) {
      expect((await call(handler, path)).status, path).toBe(200);
    }
  });

  it('public forms answer 201 and store the row', async () => {
    deployedWithSecret(secret);
    const sent = await call(contact, '/api/contact', {
      method: 'POST',
      body: { name: 'Anna', email: 'anna@example.it', message: 'Un messaggio di prova', privacyAccepted: 1 },
    });
    expect(sent.status).toBe(201);
    const signedUp = await call(photoBoothEmails, '/api/photo-booth-emails', {
      method: 'POST',
      body: { email: 'luca@example.it', nomeCognome: 'Luca', citta: 'Padova', provincia: 'PD', privacyAccepted: 1 },
    });
    expect(signedUp.status).toBe(201);
    expect(await db.count('contact_submissions')).toBe(1);
    expect(await db.count('photo_booth_emails')).toBe(1);
  });

  it('admin calls answer 503 in Italian, with one log line naming the setting', async () => {
    deployedWithSecret(secret);
    for (const [handler, path, method] of [
      [login, '/api/login', 'POST'],
      [logout, '/api/logout', 'POST'],
      [authUser, '/api/auth/user', 'GET'],
      [adminContactSubmissions, '/api/admin/contact-submissions', 'GET'],
      [content, '/api/content', 'PUT'],
    ] as const) {
      logged.mockClear();
      const body = method === 'GET' ? undefined : { username: 'admin', password: 'password-di-prova' };
      const res = await call(handler, path, { method, body });
      expect(res.status, path).toBe(503);
      expect(res.body).toEqual({ error: ADMIN_UNAVAILABLE });
      expect(logged, path).toHaveBeenCalledTimes(1);
      expect(String(logged.mock.calls[0][0])).toContain('SESSION_SECRET');
    }
    expect(await db.count('rate_limits')).toBe(0);
    expect(await db.count('sessions')).toBe(0);
  });
});
