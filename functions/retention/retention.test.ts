import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { siteConfig } from '../../core/site-config';
import { getDb } from '../../db/client';
import { useTestDatabase } from '../../test/server/test-database';
import adminRetention from '../admin-retention/admin-retention';
import { adminSession, call } from '../../test/server/function-calls';
import retention, { config, retentionPassed, runRetention } from './retention';

const db = useTestDatabase();
const LAST_DAY = siteConfig.retention.lastDay;

async function addPersonalData() {
  await db.query(
    `INSERT INTO contact_submissions (name, email, message, privacy_accepted)
     VALUES ('Anna', 'anna@example.com', 'Un messaggio di prova', 1), ('Bruno', 'b@example.com', 'Altro messaggio', 1)`,
  );
  await db.query(
    `INSERT INTO photo_booth_emails (email, nome_cognome, citta, provincia, privacy_accepted)
     VALUES ('l@example.it', 'Luca', 'Padova', 'PD', 1)`,
  );
  await db.query(`INSERT INTO newsletter_subscriptions (email) VALUES ('n@example.it')`);
  await db.query(
    `INSERT INTO outbox (kind, campaign, recipient, data) VALUES ('newsletter-confirm', false, 'n@example.it', '{}')`,
  );
  await db.query(`INSERT INTO tour_events (title, location, event_date) VALUES ('Tappa', 'Padova', '2025-12-20')`);
  await db.query(
    `INSERT INTO rsvps (tour_event_id, name, email, people, privacy_accepted) VALUES (1, 'Rita', 'r@example.it', 2, 1)`,
  );
}

const personalCounts = async () => [
  await db.count('contact_submissions'),
  await db.count('photo_booth_emails'),
  await db.count('newsletter_subscriptions'),
  await db.count('rsvps'),
];

let logged: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  logged = vi.spyOn(console, 'info').mockImplementation(() => {});
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('the retention job', () => {
  it('runs daily as a Netlify scheduled function', () => {
    expect(config.schedule).toBe('@daily');
  });

  it('counts the last day in Italian time: 23:30 UTC on the last day is already the next day in Rome', () => {
    expect(retentionPassed(new Date(`${LAST_DAY}T12:00:00Z`))).toBe(false);
    expect(retentionPassed(new Date(`${LAST_DAY}T22:59:00Z`))).toBe(false);
    expect(retentionPassed(new Date(`${LAST_DAY}T23:30:00Z`))).toBe(true);
  });

  it('drops rate-limit counters older than a day every day, before the last day too, and keeps the live ones', async () => {
    await db.query(
      `INSERT INTO rate_limits (key, hits, window_start)
       VALUES ('form:contact:198.51.100.1', 3, now() - interval '25 hours'), ('form:contact:198.51.100.2', 1, now())`,
    );
    expect(await runRetention(getDb(), new Date(`${LAST_DAY}T10:00:00Z`))).toBeUndefined();
    const keys = await db.query<{ key: string }>('SELECT key FROM rate_limits');
    expect(keys).toEqual([{ key: 'form:contact:198.51.100.2' }]);
    expect(logged).toHaveBeenCalledWith('Retention: deleted 1 expired rate-limit counters.');
  });

  it('drops the activity-log rows older than 24 months every day, before the last day too, and keeps the others', async () => {
    await db.query(
      `INSERT INTO audit_log (created_at, action, subject)
       VALUES (now() - interval '25 months', 'login', 'vecchio'), (now() - interval '23 months', 'login', 'recente')`,
    );
    expect(await runRetention(getDb(), new Date(`${LAST_DAY}T10:00:00Z`))).toBeUndefined();
    expect(await db.query('SELECT subject FROM audit_log')).toEqual([{ subject: 'recente' }]);
    expect(logged).toHaveBeenCalledWith('Retention: deleted 1 activity-log rows older than 24 months.');
  });

  it("drops the visits' aggregates older than 13 months every day, and keeps the others", async () => {
    await db.query(
      `INSERT INTO metrics_daily (day, page, source, device, views, events, lcp, inp, cls)
       VALUES ('2024-09-30', '/', 'diretto', 'mobile', 5, '{}', '{}', '{}', '{}'),
              ('2024-11-01', '/', 'diretto', 'mobile', 7, '{}', '{}', '{}', '{}')`,
    );
    await db.query(
      `INSERT INTO metrics_conversions (day, page, source, kind, count) VALUES ('2024-09-30', '/', 'diretto', 'contact', 1)`,
    );
    await runRetention(getDb(), new Date('2025-11-15T10:00:00Z'));
    expect(await db.query('SELECT views FROM metrics_daily')).toEqual([{ views: 7 }]);
    expect(await db.count('metrics_conversions')).toBe(0);
    expect(logged).toHaveBeenCalledWith('Retention: deleted 2 visit aggregates older than 13 months.');
  });

  it('drops mail sent or given up over 30 days ago and sign-ups left unconfirmed for 30 days, every day', async () => {
    await db.query(
      `INSERT INTO outbox (kind, campaign, recipient, sent_at, failed_at) VALUES
         ('newsletter-confirm', false, 'a@example.it', now() - interval '31 days', NULL),
         ('newsletter-confirm', false, 'b@example.it', NULL, now() - interval '31 days'),
         ('newsletter-confirm', false, 'c@example.it', now() - interval '29 days', NULL),
         ('newsletter-confirm', false, 'd@example.it', NULL, NULL)`,
    );
    await db.query(
      `INSERT INTO newsletter_subscriptions (email, confirm_sent_at, confirmed_at) VALUES
         ('vecchio@example.it', now() - interval '31 days', NULL),
         ('recente@example.it', now() - interval '29 days', NULL),
         ('confermato@example.it', now() - interval '60 days', now() - interval '59 days')`,
    );
    await runRetention(getDb(), new Date(`${LAST_DAY}T10:00:00Z`));
    expect(await db.query('SELECT recipient FROM outbox ORDER BY id')).toEqual([
      { recipient: 'c@example.it' },
      { recipient: 'd@example.it' },
    ]);
    expect(await db.query('SELECT email FROM newsletter_subscriptions ORDER BY id')).toEqual([
      { email: 'recente@example.it' },
      { email: 'confermato@example.it' },
    ]);
    expect(logged).toHaveBeenCalledWith('Retention: deleted 2 mails sent or given up over 30 days ago.');
    expect(logged).toHaveBeenCalledWith('Retention: deleted 1 newsletter sign-ups never confirmed.');
  });

  it('drops the bookings of stops held over 30 days ago, every day, with their counts', async () => {
    await db.query(
      `INSERT INTO tour_events (title, location, event_date) VALUES ('Vecchia', 'Adria', '2025-10-01'),
         ('Recente', 'Este', '2025-10-02')`,
    );
    await db.query(
      `INSERT INTO rsvps (tour_event_id, name, email, people, privacy_accepted)
       VALUES (1, 'Ada', 'a@example.it', 3, 1), (2, 'Bea', 'b@example.it', 1, 1)`,
    );
    // 2025-11-01 in Italy: 31 days after the first stop, 30 after the second.
    await runRetention(getDb(), new Date('2025-11-01T10:00:00Z'));
    expect(await db.query('SELECT name FROM rsvps')).toEqual([{ name: 'Bea' }]);
    expect(await db.query('SELECT booked_people FROM tour_events ORDER BY id')).toEqual([
      { booked_people: 0 },
      { booked_people: 1 },
    ]);
    expect(logged).toHaveBeenCalledWith('Retention: deleted 1 bookings of stops held over 30 days ago.');
  });

  it("drops the walk-ins of stops held over 30 days ago with them, and a booking's check-in goes with its booking", async () => {
    await db.query(
      `INSERT INTO tour_events (title, location, event_date) VALUES ('Vecchia', 'Adria', '2025-10-01'),
         ('Recente', 'Este', '2025-10-02')`,
    );
    await db.query(
      `INSERT INTO rsvps (tour_event_id, name, email, people, privacy_accepted) VALUES (1, 'Ada', 'a@example.it', 3, 1)`,
    );
    await db.query(
      `INSERT INTO check_ins (rsvp_id, tour_event_id, name, email, people, privacy_accepted, checked_in_by)
       VALUES (1, 1, NULL, NULL, 3, 0, 'segreteria'), (NULL, 1, 'Ugo', 'ugo@example.it', 1, 1, 'segreteria'),
         (NULL, 2, 'Eva', NULL, 2, 0, 'segreteria')`,
    );
    await runRetention(getDb(), new Date('2025-11-01T10:00:00Z'));
    expect(await db.query('SELECT name FROM check_ins')).toEqual([{ name: 'Eva' }]);
    expect(logged).toHaveBeenCalledWith('Retention: deleted 1 walk-ins of stops and shifts held over 30 days ago.');
  });

  it('drops the booking requests whose link expired, confirmed or not, and keeps those still valid', async () => {
    await db.query(`INSERT INTO tour_events (title, location, event_date) VALUES ('Tappa', 'Adria', '2030-10-01')`);
    await db.query(
      `INSERT INTO rsvp_requests (tour_event_id, name, email, people, token_hash, expires_at, used_at) VALUES
         (1, 'Ada', 'a@example.it', 1, 'scaduta', now() - interval '1 minute', NULL),
         (1, 'Bea', 'b@example.it', 1, 'usata', now() - interval '1 minute', now() - interval '1 hour'),
         (1, 'Cleo', 'c@example.it', 1, 'valida', now() + interval '47 hours', NULL)`,
    );
    await runRetention(getDb(), new Date(`${LAST_DAY}T10:00:00Z`));
    expect(await db.query('SELECT name FROM rsvp_requests')).toEqual([{ name: 'Cleo' }]);
    expect(logged).toHaveBeenCalledWith('Retention: deleted 2 booking requests whose link expired.');
  });

  it('keeps every row up to the last day', async () => {
    await addPersonalData();
    expect(await runRetention(getDb(), new Date(`${LAST_DAY}T10:00:00Z`))).toBeUndefined();
    expect(await personalCounts()).toEqual([2, 1, 1, 1]);
    expect(logged).not.toHaveBeenCalled();
  });

  it('deletes all personal data after it, logs the counts (no names), and is idempotent', async () => {
    await addPersonalData();
    const after = new Date(Date.parse(`${LAST_DAY}T12:00:00Z`) + 24 * 3600 * 1000);
    expect(await runRetention(getDb(), after)).toEqual({
      contactSubmissions: 2,
      photoBoothEmails: 1,
      newsletterSubscriptions: 1,
      rsvps: 1,
      rsvpRequests: 0,
      volunteers: 0,
      checkIns: 0,
      consents: 0,
    });
    expect(await personalCounts()).toEqual([0, 0, 0, 0]);
    expect(await db.count('outbox')).toBe(0);
    expect(await db.count('tour_events')).toBe(1);
    const line = String(logged.mock.calls[0][0]);
    expect(line).toContain(
      'deleted 2 contact messages, 1 image-generator sign-ups, 1 newsletter subscriptions, 1 bookings, 0 booking requests, 0 volunteers, 0 walk-ins, 0 consent records',
    );
    expect(line).not.toMatch(/Anna|example/);

    expect(await runRetention(getDb(), after)).toEqual({
      contactSubmissions: 0,
      photoBoothEmails: 0,
      newsletterSubscriptions: 0,
      rsvps: 0,
      rsvpRequests: 0,
      volunteers: 0,
      checkIns: 0,
      consents: 0,
    });
    expect(await personalCounts()).toEqual([0, 0, 0, 0]);
  });

  it('as scheduled, reads the clock: a fixed clock after the date deletes', async () => {
    await addPersonalData();
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(Date.parse(`${LAST_DAY}T12:00:00Z`) + 2 * 24 * 3600 * 1000));
    await retention();
    expect(await personalCounts()).toEqual([0, 0, 0, 0]);
  });
});

describe('GET /api/admin/retention', () => {
  it('needs a session', async () => {
    expect((await call(adminRetention, '/api/admin/retention')).status).toBe(401);
  });

  it('gives the last day and how many rows the job will delete', async () => {
    await addPersonalData();
    const res = await call(adminRetention, '/api/admin/retention', { cookie: await adminSession() });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      lastDay: LAST_DAY,
      toDelete: {
        contactSubmissions: 2,
        photoBoothEmails: 1,
        newsletterSubscriptions: 1,
        rsvps: 1,
        rsvpRequests: 0,
        volunteers: 0,
        checkIns: 0,
        consents: 0,
      },
    });
    expect(res.headers.get('cache-control')).toBe('no-store');
  });
});
