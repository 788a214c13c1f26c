import { createHash, createHmac } from 'node:crypto';
import { beforeEach, describe, expect, it } from 'vitest';
import { sessionSecret } from '../../server/env';
import { insertContactSubmission } from '../../db/queries/contact-submissions.queries';
import { insertPhotoBoothEmail } from '../../db/queries/photo-booth-emails.queries';
import { getDb } from '../../db/client';
import { MESSAGES } from '../_lib/http';
import { adminSession, call } from '../../test/server/function-calls';
import { useTestDatabase } from '../../test/server/test-database';
import personalData from './admin-personal-data';

const db = useTestDatabase();

const PATH = '/api/admin/personal-data';

const erase = (body: unknown, cookie?: string) => call(personalData, PATH, { method: 'DELETE', body, cookie });

const contact = {
  name: 'Anna',
  phone: null,
  message: 'Un messaggio abbastanza lungo',
  privacyAccepted: 1,
  marketingConsent: 0,
};
const booth = { nomeCognome: 'Anna B', citta: 'Padova', provincia: 'PD', privacyAccepted: 1, marketingConsent: 0 };

beforeEach(async () => {
  const d = getDb();
  await insertContactSubmission(d, { ...contact, email: 'anna@example.it' }, undefined, null);
  await insertContactSubmission(d, { ...contact, email: 'ANNA@Example.it' }, undefined, null);
  await insertContactSubmission(d, { ...contact, email: 'marco@example.it' }, undefined, null);
  await insertPhotoBoothEmail(d, { ...booth, email: 'anna@example.it' }, null);
  await insertPhotoBoothEmail(d, { ...booth, email: 'marco@example.it' }, null);
  await db.query(`INSERT INTO newsletter_subscriptions (email) VALUES ('Anna@example.it'), ('marco@example.it')`);
  await db.query(`INSERT INTO tour_events (title, location, event_date, capacity) VALUES
    ('Tappa', 'Padova', '2030-01-10', 10), ('Altra', 'Este', '2030-01-11', NULL)`);
  await db.query(`INSERT INTO rsvps (tour_event_id, name, email, people, privacy_accepted) VALUES
    (1, 'Anna', 'anna@example.it', 4, 1), (2, 'Anna', 'Anna@Example.IT', 1, 1), (1, 'Marco', 'marco@example.it', 2, 1)`);
  // Requests for a booking not confirmed yet hold the address too.
  await db.query(`INSERT INTO rsvp_requests (tour_event_id, name, email, people, token_hash, expires_at) VALUES
    (2, 'Anna', 'ANNA@example.it', 2, 'a', now() + interval '1 day'),
    (2, 'Marco', 'marco@example.it', 1, 'm', now() + interval '1 day')`);
});

async function counts() {
  return [
    await db.count('contact_submissions'),
    await db.count('photo_booth_emails'),
    await db.count('newsletter_subscriptions'),
    await db.count('rsvps'),
  ];
}

describe('DELETE /api/admin/personal-data', () => {
  it('refuses a request without a session with 401 and deletes nothing', async () => {
    const res = await erase({ email: 'anna@example.it' });
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ error: MESSAGES.unauthorized });
    expect(await counts()).toEqual([3, 2, 2, 3]);
  });

  it("deletes one person's records in every table, whatever the case of the address, and says how many", async () => {
    const res = await erase({ email: ' anna@EXAMPLE.it ' }, await adminSession());
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.body).toEqual({
      contactSubmissions: 2,
      photoBoothEmails: 1,
      newsletterSubscriptions: 1,
      rsvps: 2,
      rsvpRequests: 1,
      volunteers: 0,
      checkIns: 0,
      consents: 0,
    });
    expect(await counts()).toEqual([1, 1, 1, 1]);
    expect(await db.query('SELECT email FROM rsvp_requests')).toEqual([{ email: 'marco@example.it' }]);
    expect(await db.query('SELECT email FROM contact_submissions')).toEqual([{ email: 'marco@example.it' }]);
    // The places Anna's bookings held are free again.
    expect(await db.query('SELECT booked_people FROM tour_events ORDER BY id')).toEqual([
      { booked_people: 2 },
      { booked_people: 0 },
    ]);
  });

  it('deletes the mail to or from that address in the outbox, sent or not, and no other', async () => {
    await db.query(
      `INSERT INTO outbox (kind, campaign, recipient, reply_to, data) VALUES
         ('newsletter-confirm', false, 'ANNA@example.it', NULL, '{}'),
         ('contact-notification', false, 'info@example.it', 'anna@example.it', '{}'),
         ('contact-notification', false, 'info@example.it', 'marco@example.it', '{}')`,
    );
    expect((await erase({ email: 'anna@example.it' }, await adminSession())).status).toBe(200);
    expect(await db.query('SELECT reply_to FROM outbox')).toEqual([{ reply_to: 'marco@example.it' }]);
  });

  it('logs the erasure with a keyed HMAC of the address, which a list of likely addresses cannot undo', async () => {
    expect((await erase({ email: ' Anna@Example.it ' }, await adminSession())).status).toBe(200);
    const [entry] = await db.query<{ details: { emailHash: string } }>(
      `SELECT details FROM audit_log WHERE action = 'erasure'`,
    );
    // Made here from the secret and the purpose's label, not by the code under test.
    const key = createHmac('sha256', sessionSecret()).update('erasure-trace').digest();
    expect(entry.details.emailHash).toBe(createHmac('sha256', key).update('anna@example.it').digest('hex'));
    expect(entry.details.emailHash).not.toBe(createHash('sha256').update('anna@example.it').digest('hex'));
  });

  it('answers zero counts for an address it does not hold', async () => {
    const res = await erase({ email: 'nessuno@example.it' }, await adminSession());
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      contactSubmissions: 0,
      photoBoothEmails: 0,
      newsletterSubscriptions: 0,
      rsvps: 0,
      rsvpRequests: 0,
      volunteers: 0,
      checkIns: 0,
      consents: 0,
    });
    expect(await counts()).toEqual([3, 2, 2, 3]);
  });

  it.each([{ email: 'non-una-mail' }, { email: '' }, {}])('refuses %j with 400 and deletes nothing', async (body) => {
    const res = await erase(body, await adminSession());
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: MESSAGES.badInput, fields: { email: 'Email non valida' } });
    expect(await counts()).toEqual([3, 2, 2, 3]);
  });

  it('refuses a body that is not JSON with 400', async () => {
    const res = await call(personalData, PATH, {
      method: 'DELETE',
      rawBody: 'email=anna',
      headers: { 'content-type': 'application/json' },
      cookie: await adminSession(),
    });
    expect(res.status).toBe(400);
    expect(await counts()).toEqual([3, 2, 2, 3]);
  });

  it('answers 405 with Allow to other methods', async () => {
    const res = await call(personalData, PATH, { method: 'PUT', body: {}, cookie: await adminSession() });
    expect(res.status).toBe(405);
    expect(res.headers.get('allow')).toBe('GET, DELETE, HEAD');
  });
});
