import { describe, expect, it } from 'vitest';
import { formatLongDate } from '../../core/dates';
import { BOOKING_POLICY } from '../../core/policy';
import { EMAIL_INVALID } from '../../core/schema/fields.schema';
import { RSVP_MESSAGES } from '../../core/schema/rsvp.schema';
import { useTestDatabase } from '../../test/server/test-database';
import { MESSAGES } from '../_lib/http';
import {
  BOOKING,
  STOP,
  addStop,
  book,
  bookAndConfirm,
  cancelTokenOf,
  confirmTokenOf,
  dayFromToday,
  mailsTo,
} from '../../test/server/rsvp-test-kit';
import { rawHeader, useTestSmtpServer } from '../../test/server/smtp-test-server';
import { callRaw } from '../../test/server/function-calls';
import { hashToken } from '../_lib/mail/mail-links';
import tourEventRsvps from './tour-event-rsvps';

const db = useTestDatabase();
/** The site's origin, which the mails' links name (SITE_URL is not set in the tests). */
const SITE = 'https://venturinipresidente.it';
const smtp = useTestSmtpServer();

const bookings = () =>
  db.query<{ name: string; email: string; phone: string | null; people: number; status: string }>(
    'SELECT name, email, phone, people, status FROM rsvps ORDER BY id',
  );
const bookedPeople = async (stopId: number) =>
  (await db.query<{ n: number }>('SELECT booked_people AS n FROM tour_events WHERE id = $1', [stopId]))[0].n;
/** As if the address's requests had been made `minutes` earlier. */
const ageRequests = (minutes: number) =>
  db.query(`UPDATE rsvp_requests SET created_at = created_at - make_interval(mins => $1)`, [minutes]);

/** The answer exactly as a browser reads it: status and body text. */
async function rawAnswer(stopId: number, body: object): Promise<[number, string]> {
  const res = await callRaw(tourEventRsvps, `/api/tour-events/${stopId}/rsvps`, {
    method: 'POST',
    params: { id: String(stopId) },
    body,
  });
  return [res.status, await res.text()];
}

describe('POST /api/tour-events/{id}/rsvps', () => {
  it('records a request that takes no place and mails its confirm link, with no name in the subject', async () => {
    const stop = await addStop({ capacity: 5 });
    const res = await book(stop.id);
    expect(res.status).toBe(202);
    expect(res.body).toEqual({ message: RSVP_MESSAGES.requested });
    expect(RSVP_MESSAGES.requested).toContain(`${BOOKING_POLICY.confirmLinkHours} ore`);
    expect(await bookings()).toEqual([]);
    expect(await bookedPeople(stop.id)).toBe(0);

    const [mail] = smtp().received;
    expect(smtp().received).toHaveLength(1);
    expect(mail.envelopeTo).toEqual([BOOKING.email]);
    expect(mail.parsed.subject).toBe(`Conferma la prenotazione: Incontro in piazza, ${formatLongDate(STOP.eventDate)}`);
    expect(mail.parsed.text).toContain(
      'Ciao Anna, hai chiesto di prenotare la tappa «Incontro in piazza» per 2 persone.',
    );
    expect(mail.parsed.text).toContain(`il link vale ${BOOKING_POLICY.confirmLinkHours} ore`);
    const token = confirmTokenOf(mail);
    expect(mail.parsed.html).toContain(`href="${SITE}/prenotazione/conferma?t=${token}"`);
    // Nothing to unsubscribe from, and nothing to cancel: no booking exists until the click.
    expect(rawHeader(mail, 'List-Unsubscribe')).toBeUndefined();
    expect(mail.parsed.text).not.toContain('/prenotazione/annulla');
    // Only the token's hash is kept, with its 48 hours; the outbox forgets the nonce once the mail is sent.
    const [request] = await db.query<{ token_hash: string; hours: number; used_at: Date | null }>(
      `SELECT token_hash, round(extract(epoch FROM expires_at - created_at) / 3600)::int AS hours, used_at
       FROM rsvp_requests`,
    );
    expect(request).toEqual({ token_hash: hashToken(token), hours: BOOKING_POLICY.confirmLinkHours, used_at: null });
    expect(await db.query('SELECT data FROM outbox')).toEqual([{ data: null }]);
    // No consent is on record until its owner confirms it.
    expect(await db.count('consents')).toBe(0);
  });

  it('answers every case with the same 202 and the same sentence: new, pending, confirmed, waiting, full', async () => {
    const stop = await addStop({ capacity: 1 });
    const luca = { ...BOOKING, email: 'luca@example.it', people: 1 };
    const rita = { ...BOOKING, email: 'rita@example.it', people: 1 };
    const first = await rawAnswer(stop.id, BOOKING);
    expect(first[0]).toBe(202);
    // Pending: Anna's own request again.
    expect(await rawAnswer(stop.id, BOOKING)).toEqual(first);
    expect((await bookAndConfirm(smtp().received, stop.id, luca)).body).toMatchObject({ status: 'confirmed' });
    expect((await bookAndConfirm(smtp().received, stop.id, rita)).body).toMatchObject({ status: 'waiting' });
    await ageRequests(61);
    // Full, confirmed, waiting: a stranger learns nothing, and nobody's booking changes.
    expect(await rawAnswer(stop.id, { ...BOOKING, email: 'nuovo@example.it' })).toEqual(first);
    expect(await rawAnswer(stop.id, { ...luca, name: 'Un Altro', phone: '000', people: 4 })).toEqual(first);
    expect(await rawAnswer(stop.id, { ...rita, people: 3 })).toEqual(first);
    expect(await bookings()).toEqual([
      { name: BOOKING.name, email: 'luca@example.it', phone: BOOKING.phone, people: 1, status: 'confirmed' },
      { name: BOOKING.name, email: 'rita@example.it', phone: BOOKING.phone, people: 1, status: 'waiting' },
    ]);
  });

  it('mails an address that holds a booking the links to change or cancel it, and changes nothing itself', async () => {
    const stop = await addStop();
    const confirmed = await bookAndConfirm(smtp().received, stop.id);
    expect(confirmed.body).toMatchObject({ status: 'confirmed', people: 2 });
    await ageRequests(61);
    expect((await book(stop.id, { ...BOOKING, name: 'Qualcun Altro', people: 5 })).status).toBe(202);
    expect(await bookings()).toEqual([
      { name: BOOKING.name, email: BOOKING.email, phone: BOOKING.phone, people: 2, status: 'confirmed' },
    ]);
    const mail = mailsTo(smtp().received, BOOKING.email).at(-1)!;
    expect(mail.parsed.subject).toBe(`Modifica la prenotazione: Incontro in piazza, ${formatLongDate(STOP.eventDate)}`);
    expect(mail.parsed.text).toContain(
      'hai già una prenotazione per la tappa «Incontro in piazza»: confermata per 2 persone. Ci è arrivata una richiesta di cambiarla in 5 persone.',
    );
    expect(mail.parsed.text).toContain("Se non vuoi cambiarla, ignora questa email: la tua prenotazione resta com'è.");
    expect(confirmTokenOf(mail)).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(cancelTokenOf(mail)).toBe(cancelTokenOf(mailsTo(smtp().received, BOOKING.email)[1]));
  });

  it('mails an address at most once an hour per stop and five times a day, and stores nothing past the caps', async () => {
    const stops = await Promise.all(Array.from({ length: 6 }, () => addStop()));
    expect((await book(stops[0].id)).status).toBe(202);
    expect((await book(stops[0].id, { ...BOOKING, email: 'ANNA.BIANCHI@example.it' })).status).toBe(202);
    expect(smtp().received).toHaveLength(BOOKING_POLICY.requestMailsPerStopPerHour);
    expect(await db.count('rsvp_requests')).toBe(1);
    for (const stop of stops.slice(1)) expect((await book(stop.id)).status).toBe(202);
    expect(smtp().received).toHaveLength(BOOKING_POLICY.requestMailsPerDay);
    // An hour later the first stop's hour has passed, but not the address's day.
    await ageRequests(61);
    expect((await book(stops[0].id)).status).toBe(202);
    expect(smtp().received).toHaveLength(BOOKING_POLICY.requestMailsPerDay);
    expect(await db.count('rsvp_requests')).toBe(BOOKING_POLICY.requestMailsPerDay);
    // Another address is not held by Anna's caps.
    expect((await book(stops[5].id, { ...BOOKING, email: 'luca@example.it' })).status).toBe(202);
    expect(smtp().received).toHaveLength(BOOKING_POLICY.requestMailsPerDay + 1);
    // A day later the address may ask again.
    await ageRequests(24 * 60);
    expect((await book(stops[5].id)).status).toBe(202);
    expect(mailsTo(smtp().received, BOOKING.email)).toHaveLength(BOOKING_POLICY.requestMailsPerDay + 1);
  });

  it('shows a typed name only escaped, by its first word, cut at 60 characters', async () => {
    const stop = await addStop();
    const name = `<b>${'x'.repeat(100)} Rossi`;
    expect((await book(stop.id, { ...BOOKING, name })).status).toBe(202);
    const [mail] = smtp().received;
    expect(mail.parsed.subject).not.toContain('<b>');
    expect(mail.parsed.text).toContain(`Ciao <b>${'x'.repeat(BOOKING_POLICY.nameInMailChars - 3)},`);
    expect(mail.parsed.text).not.toContain('x'.repeat(BOOKING_POLICY.nameInMailChars - 2));
    expect(mail.parsed.html).toContain(`Ciao &#60;b&#62;${'x'.repeat(BOOKING_POLICY.nameInMailChars - 3)},`);
    expect(mail.parsed.html).not.toContain('<b>');
  });

  it('refuses a completed, a past and an unknown stop in Italian, and writes nothing', async () => {
    const done = await addStop({ completed: 1 });
    const past = await addStop({ eventDate: dayFromToday(-1) });
    const today = await addStop({ eventDate: dayFromToday(0) });
    expect(await book(done.id)).toMatchObject({ status: 409, body: { error: RSVP_MESSAGES.closed } });
    expect(await book(past.id)).toMatchObject({ status: 409, body: { error: RSVP_MESSAGES.closed } });
    for (const id of ['999', 'abc', '0']) {
      expect(await book(id)).toMatchObject({ status: 404, body: { error: RSVP_MESSAGES.unknownStop } });
    }
    expect(await db.count('rsvp_requests')).toBe(0);
    expect(await db.count('outbox')).toBe(0);
    // The stop of the day itself still takes bookings.
    expect((await book(today.id)).status).toBe(202);
  });

  it.each([
    ['name', { name: 'A' }, RSVP_MESSAGES.name],
    ['email', { email: 'non-una-email' }, EMAIL_INVALID],
    ['phone', { phone: '3'.repeat(41) }, RSVP_MESSAGES.phone],
    ['people', { people: 0 }, RSVP_MESSAGES.people],
    ['people', { people: 11 }, RSVP_MESSAGES.people],
    ['people', { people: 2.5 }, RSVP_MESSAGES.people],
    ['people', { people: '3' }, RSVP_MESSAGES.people],
    ['people', { people: undefined }, RSVP_MESSAGES.people],
    ['privacyAccepted', { privacyAccepted: 0 }, RSVP_MESSAGES.privacy],
    ['privacyAccepted', { privacyAccepted: true }, RSVP_MESSAGES.privacy],
  ])('refuses a bad %s with its Italian message (%j)', async (field, change, message) => {
    const stop = await addStop();
    const res = await book(stop.id, { ...BOOKING, ...change });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: MESSAGES.badInput, fields: { [field]: message } });
    expect(await db.count('rsvp_requests')).toBe(0);
  });

  it("answers a bot's filled honeypot as a request and stores nothing", async () => {
    const stop = await addStop();
    const res = await book(stop.id, { ...BOOKING, website: 'https://spam.example', fillTimeMs: 30_000 });
    expect(res).toMatchObject({ status: 202, body: { message: RSVP_MESSAGES.requested } });
    expect(await db.count('rsvp_requests')).toBe(0);
    expect(smtp().received).toHaveLength(0);
  });

  it('counts requests per network address: the 31st in 10 minutes is refused', async () => {
    const stop = await addStop();
    await db.query(`INSERT INTO rate_limits (key, hits) VALUES ('form:rsvp:198.51.100.4', 29)`);
    expect((await book(stop.id, BOOKING, '198.51.100.4')).status).toBe(202);
    const refused = await book(stop.id, { ...BOOKING, email: 'luca@example.it' }, '198.51.100.4');
    expect(refused).toMatchObject({ status: 429, body: { error: 'Troppe richieste: riprova tra qualche minuto.' } });
    expect((await book(stop.id, { ...BOOKING, email: 'luca@example.it' }, '198.51.100.5')).status).toBe(202);
    expect(await db.count('rsvp_requests')).toBe(2);
  });
});
