import { describe, expect, it } from 'vitest';
import { API } from '../../core/api-paths';
import { useTestDatabase } from '../../test/server/test-database';
import { adminSession, call, routeByMethod } from '../../test/server/function-calls';
import adminAuditLog from '../admin-audit-log/admin-audit-log';
import adminContactSubmissions from '../admin-contact-submissions/admin-contact-submissions';
import adminNewsletterSubscriptions from '../admin-newsletter-subscriptions/admin-newsletter-subscriptions';
import adminPersonalData from '../admin-personal-data/admin-personal-data';
import * as contentRead from '../content/content';
import * as contentWrite from '../content-write/content-write';
import newsletterUnsubscribe from '../newsletter-unsubscribe/newsletter-unsubscribe';
import tourCalendar from '../tour-calendar/tour-calendar';
import { MESSAGES } from './http';

/**
 * A query parameter carrying text Postgres cannot store (NUL) or that is not UTF-8 (an encoded half of a surrogate
 * pair, a lone surrogate, which the URL parser turns into U+FFFD) is a 400 with the Italian message, at every
 * endpoint, before any query: never a 500, never a database error.
 */

const db = useTestDatabase();

const content = routeByMethod(contentRead, contentWrite);

/** Each value as it travels in a URL: percent-encoded bytes, and a lone surrogate the client left in the text. */
const HOSTILE = [
  ['a NUL', 'Anna%00Bianchi'],
  ['an encoded lone surrogate', '%ED%A0%80'],
  ['a lone surrogate', 'Anna\ud800'],
  ['bytes that are not UTF-8', '%FF%FE'],
] as const;

const ENDPOINTS = [
  ['the admin inbox search', adminContactSubmissions, `${API.adminContactSubmissions}?q=`, 'GET'],
  ['the admin inbox cursor', adminContactSubmissions, `${API.adminContactSubmissions}?cursor=`, 'GET'],
  [
    'the subscribers CSV export',
    adminNewsletterSubscriptions,
    `${API.adminNewsletterSubscriptions}?format=csv&q=`,
    'GET',
  ],
  ['the activity log filter', adminAuditLog, `${API.adminAuditLog}?actor=`, 'GET'],
  ["a person's data", adminPersonalData, `${API.personalData}?email=`, 'GET'],
  ['the unsubscribe token', newsletterUnsubscribe, `${API.newsletterUnsubscribe}?t=`, 'POST'],
  ['a stop of the calendar', tourCalendar, `${API.tourCalendar}?id=`, 'GET'],
  ['a parameter nobody reads', content, `${API.content}?x=`, 'GET'],
] as const;

describe('hostile text in a query parameter', () => {
  it.each(
    ENDPOINTS.flatMap(([name, handler, path, method]) =>
      HOSTILE.map(([what, value]) => [name, what, handler, path + value, method] as const),
    ),
  )('%s: %s is a 400 with the Italian message', async (_name, _what, handler, url, method) => {
    const cookie = await adminSession();
    const res = await call(handler, url, { method, cookie, url: `http://localhost:8888${url}` });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: MESSAGES.badQuery });
  });

  it('holds for the name of a parameter too', async () => {
    const res = await call(content, `${API.content}?a%00b=1`);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: MESSAGES.badQuery });
  });

  it('lets through the text people search for: accents, emoji, a percent sign', async () => {
    const cookie = await adminSession();
    await db.query(
      `INSERT INTO contact_submissions (name, email, message, privacy_accepted)
       VALUES ('Niccolò 😀', 'n@example.it', 'Sconto del 50% a Forlì', 1)`,
    );
    for (const q of ['Niccol%C3%B2', '%F0%9F%98%80', '50%25', '50%']) {
      const res = await call(adminContactSubmissions, `${API.adminContactSubmissions}?q=${q}`, { cookie });
      expect(res.status).toBe(200);
      expect(res.body.items).toHaveLength(1);
    }
  });
});
