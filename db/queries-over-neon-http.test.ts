import { beforeEach, describe, expect, it } from 'vitest';
import { getDb, type Db } from './client';
import { useNeonHttpDb } from '../test/server/neon-http-db';
import { insertCampaignMaterial, listCampaignMaterials } from './queries/campaign-materials.queries';
import { CONTACT_INBOX, insertContactSubmission } from './queries/contact-submissions.queries';
import { inboxPage } from './queries/inbox.queries';
import { newsletterInbox, subscribeToNewsletter } from './queries/newsletter-subscriptions.queries';
import { claimMail, markMailSent, outboxCounts } from './queries/outbox.queries';
import { countPersonalData } from './queries/personal-data.queries';
import { PHOTO_BOOTH_INBOX, insertPhotoBoothEmail } from './queries/photo-booth-emails.queries';
import { hit } from './queries/rate-limits.queries';
import { bookingState, notifyBookings, rsvpCounts, rsvpInbox } from './queries/rsvps.queries';
import { confirmRsvpRequest, requestRsvp } from './queries/rsvp-requests.queries';
import { confirmedBooking } from '../test/server/booking-kit';
import { findSessionUser, insertSession } from './queries/sessions.queries';
import { getSiteContent, seedSiteContent, updateSiteContent } from './queries/site-content.queries';
import { findTourEvent, insertTourEvent, listTourEvents } from './queries/tour-events.queries';
import { findUserByUsername, upsertUser } from './queries/users.queries';
import { insertVisitedCity, listVisitedCities } from './queries/visited-cities.queries';
import { useTestDatabase } from '../test/server/test-database';

/*
 * Issue 22: production reads Neon over HTTP (`@neondatabase/serverless`), the tests and `netlify dev` read
 * Postgres over its wire protocol (`pg`). The same queries, through both, must give the same values: dates,
 * numbers, booleans and nulls alike.
 */

useTestDatabase();
const { db: overHttp, served } = useNeonHttpDb();
const overWire = () => getDb();

let stopId: number;
const BOOKING = { name: 'Anna', email: 'anna@example.it', phone: null, people: 2, privacyAccepted: 1 };
let sessionId: string;

beforeEach(async () => {
  const db = overWire();
  await seedSiteContent(db);
  await updateSiteContent(db, { contactPhone: null, twitterUrl: 'https://x.com/venturini' });
  stopId = (
    await insertTourEvent(db, {
      title: 'Comizio',
      location: 'Padova',
      eventDate: '2025-11-20',
      eventTime: 'dalle 18 alle 20',
      address: null,
      description: 'Con «virgolette» e accenti: è così',
      completed: 0,
    })
  ).id;
  await insertTourEvent(db, {
    title: 'Festa',
    location: 'Belluno',
    eventDate: '2025-10-01',
    eventTime: null,
    address: 'Piazza 1',
    description: null,
    completed: 1,
  });
  await insertVisitedCity(db, { cityName: 'Verona', visitDate: null, description: null, pinX: 33.25, pinY: 50 });
  await insertVisitedCity(db, { cityName: 'Rovigo', visitDate: '2025-09-30', description: 'Sì', pinX: 0, pinY: 100 });
  await insertCampaignMaterial(db, {
    title: 'Volantino',
    description: null,
    fileUrl: 'https://example.it/v.pdf',
    fileType: 'pdf',
    fileSize: '2,4 MB',
  });
  await insertContactSubmission(
    db,
    {
      name: 'Anna',
      email: 'anna@example.it',
      phone: null,
      message: 'Un messaggio di prova',
      privacyAccepted: 1,
      marketingConsent: 0,
    },
    'campagna@example.it',
    '/contatti',
  );
  await insertPhotoBoothEmail(
    db,
    {
      email: 'l@example.it',
      nomeCognome: 'Luca',
      citta: 'Padova',
      provincia: 'PD',
      privacyAccepted: 1,
      marketingConsent: 1,
    },
    '/apertura-campagna-elettorale',
  );
  await subscribeToNewsletter(
    db,
    { email: 'n@example.it', name: null, privacyAccepted: 1 },
    { tokenHash: 'h', nonce: 'n' },
    '/',
  );
  await confirmedBooking(db, stopId, BOOKING, '2025-01-01');
  const { user } = await upsertUser(db, 'redazione', '$2b$12$abcdefghijklmnopqrstuv');
  sessionId = `sessione-${Date.now()}`;
  await insertSession(db, sessionId, user.id, new Date(Date.now() + 60_000));
});

describe('the queries over Neon HTTP and over pg give the same values', () => {
  it.each([
    ['site content', (db: Db) => getSiteContent(db)],
    ['tour stops', (db: Db) => listTourEvents(db)],
    ['one stop', (db: Db) => findTourEvent(db, stopId)],
    ['cities (numbers, nulls, dates)', (db: Db) => listVisitedCities(db)],
    ['materials', (db: Db) => listCampaignMaterials(db)],
    ['the contact inbox (timestamps, cursor, count)', (db: Db) => inboxPage(db, CONTACT_INBOX, {})],
    ['a search of the sign-ups', (db: Db) => inboxPage(db, PHOTO_BOOTH_INBOX, { search: 'padova' })],
    ['the newsletter list', (db: Db) => inboxPage(db, newsletterInbox('all'), { limit: 1 })],
    ['the personal-data counts', (db: Db) => countPersonalData(db)],
    ['the bookings per stop', (db: Db) => rsvpCounts(db)],
    ["a stop's bookings", (db: Db) => inboxPage(db, rsvpInbox(stopId), { search: 'anna' })],
    ['a user with its hash', (db: Db) => findUserByUsername(db, 'REDAZIONE')],
    ['a live session', (db: Db) => findSessionUser(db, sessionId)],
  ])('%s', async (_what, read) => {
    const wire = await read(overWire());
    expect(wire).toBeDefined();
    const before = served();
    expect(await read(overHttp())).toEqual(wire);
    expect(served()).toBeGreaterThan(before);
  });

  it('Postgres types as pg parses them: int, bigint, numeric, boolean, null, date, timestamptz, jsonb, text[]', async () => {
    const sql = `SELECT 1::int AS i, 9007199254740993::bigint AS b, 1.50::numeric AS n, true AS t, NULL::text AS z,
      '2025-11-20'::date AS d, '2025-11-20T17:00:00Z'::timestamptz AS ts, '{"a":[1,null]}'::jsonb AS j,
      ARRAY['x','y'] AS a, 'è 👏'::text AS s`;
    const [wire] = await overWire().query<Record<string, unknown>>(sql);
    const [http] = await overHttp().query<Record<string, unknown>>(sql);
    expect(http).toEqual(wire);
    expect(http.ts).toBeInstanceOf(Date);
    expect(typeof http.b).toBe('string');
  });

  it('writes through HTTP as through pg: a counter, an insert with its returned row', async () => {
    expect(await hit(overHttp(), 'prova:http', 60)).toBe(1);
    expect(await hit(overHttp(), 'prova:http', 60)).toBe(2);
    expect(await hit(overWire(), 'prova:http', 60)).toBe(3);
    const written = await insertVisitedCity(overHttp(), {
      cityName: 'Asolo',
      visitDate: '2025-11-02',
      description: null,
      pinX: 12.5,
      pinY: 87.5,
    });
    expect((await listVisitedCities(overWire())).find((city) => city.id === written.id)).toEqual(written);
  });

  it('claims and marks mail through HTTP as through pg: the claim statement, its jsonb and its lease', async () => {
    const claim = (db: Db) => claimMail(db, { limit: 10, leaseSeconds: 60, holdCampaign: false });
    const claimed = await claim(overHttp());
    expect(claimed).toEqual([
      {
        id: expect.any(Number),
        kind: 'contact-notification',
        recipient: 'campagna@example.it',
        replyTo: 'anna@example.it',
        attempts: 1,
        data: { name: 'Anna', email: 'anna@example.it', phone: null, message: 'Un messaggio di prova' },
      },
      expect.objectContaining({ kind: 'newsletter-confirm', recipient: 'n@example.it' }),
      expect.objectContaining({ kind: 'rsvp-request', recipient: 'anna@example.it' }),
      expect.objectContaining({ kind: 'rsvp-confirm', recipient: 'anna@example.it' }),
    ]);
    // Leased: a second sender over pg finds nothing to claim.
    expect(await claim(overWire())).toEqual([]);
    await markMailSent(overHttp(), claimed[0].id);
    expect(await outboxCounts(overWire(), false)).toMatchObject({ pending: 3, sentLastDay: 1 });
  });

  it('requests, confirms and notifies bookings through HTTP as through pg: the locked transaction, the waiting list', async () => {
    await overWire().query('UPDATE tour_events SET capacity = 3 WHERE id = $1', [stopId]);
    const another = (email: string) => ({ ...BOOKING, email, people: 1 });
    const token = { nonce: 'n', tokenHash: 'luca' };
    expect(await requestRsvp(overHttp(), stopId, another('luca@example.it'), token, '2025-01-01', null)).toEqual({
      outcome: 'mailed',
      mailIds: [expect.any(Number)],
    });
    // The hour's cap, read inside the same locked transaction.
    expect(
      await requestRsvp(
        overHttp(),
        stopId,
        another('luca@example.it'),
        { ...token, tokenHash: 'x' },
        '2025-01-01',
        null,
      ),
    ).toEqual({ outcome: 'capped' });
    const luca = await confirmRsvpRequest(overHttp(), 'luca', '2025-01-01');
    expect(luca).toEqual({ rsvpId: expect.any(Number), stopId });
    // Luca's confirmation is mailed once, whichever driver runs the notice.
    expect(await notifyBookings(overHttp(), stopId)).toEqual([expect.any(Number)]);
    expect(await notifyBookings(overWire(), stopId)).toEqual([]);
    const rita = await confirmedBooking(overWire(), stopId, another('rita@example.it'), '2025-01-01');
    expect(await bookingState(overHttp(), { rsvpId: rita })).toEqual(await bookingState(overWire(), { rsvpId: rita }));
    expect(await bookingState(overHttp(), { rsvpId: rita })).toMatchObject({ status: 'waiting', position: 1 });
  });

  it('raises a database error with its code, as pg does', async () => {
    const insert = (db: Db) =>
      db.query(`INSERT INTO users (username, password_hash, role) VALUES ($1, $2, 'owner')`, ['redazione', 'x']);
    await expect(insert(overWire())).rejects.toMatchObject({ code: '23505' });
    await expect(insert(overHttp())).rejects.toMatchObject({ code: '23505' });
  });
});
