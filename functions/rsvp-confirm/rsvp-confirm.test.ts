import { purgeCache } from '@netlify/functions';
import { describe, expect, it, vi } from 'vitest';
import { PRIVACY_NOTICE_VERSION } from '../../core/privacy-notice';
import { RSVP_MESSAGES, changeRefusedMessage, waitingMessage } from '../../core/schema/rsvp.schema';
import { useTestDatabase } from '../../test/server/test-database';
import {
  BOOKING,
  addStop,
  book,
  bookAndConfirm,
  calendarOf,
  cancelTokenOf,
  clickConfirm,
  confirmTokenOf,
  mailsTo,
  openConfirmLink,
} from '../../test/server/rsvp-test-kit';
import { rawHeader, useTestSmtpServer } from '../../test/server/smtp-test-server';
import { adminSession, call, usePurgeToken } from '../../test/server/function-calls';
import { confirmationTokenFor, hashToken, rsvpConfirmTokenFor } from '../_lib/mail/mail-links';
import rsvpCancel from '../rsvp-cancel/rsvp-cancel';
import tourEvent from '../tour-event/tour-event';

vi.mock('@netlify/functions', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@netlify/functions')>()),
  purgeCache: vi.fn(),
}));

const db = useTestDatabase();
const SITE = 'https://venturinipresidente.it';
const smtp = useTestSmtpServer();
const purge = usePurgeToken(vi.mocked(purgeCache));

const statuses = () =>
  db.query<{ email: string; people: number; status: string }>('SELECT email, people, status FROM rsvps ORDER BY id');
const bookedPeople = async (stopId: number) =>
  (await db.query<{ n: number }>('SELECT booked_people AS n FROM tour_events WHERE id = $1', [stopId]))[0].n;
const person = (n: number | string, people = 1) => ({ ...BOOKING, email: `persona${n}@example.it`, people });

/** The token of the latest request mail sent to `email`. */
async function requestedToken(stopId: number, body = BOOKING): Promise<string> {
  expect((await book(stopId, body)).status).toBe(202);
  return confirmTokenOf(mailsTo(smtp().received, body.email).at(-1)!);
}

describe('/api/rsvps/confirm', () => {
  it('shows the request on GET and confirms nothing; confirms on POST, with its mail, .ics and consent', async () => {
    const stop = await addStop({ capacity: 10 });
    const token = await requestedToken(stop.id);
    // A link scanner, or the page's own script: as often as it likes, nothing is booked.
    for (let open = 0; open < 3; open++) {
      const preview = await openConfirmLink(token);
      expect(preview.status).toBe(200);
      expect(preview.body).toMatchObject({ people: 2, placesLeft: 10, held: null, stop: { id: stop.id } });
    }
    expect(await db.count('rsvps')).toBe(0);
    expect(await db.count('consents')).toBe(0);

    const res = await clickConfirm(token);
    expect(res).toMatchObject({
      status: 200,
      body: { status: 'confirmed', position: null, people: 2, message: RSVP_MESSAGES.confirmed },
    });
    expect(await statuses()).toEqual([{ email: BOOKING.email, people: 2, status: 'confirmed' }]);
    expect(await bookedPeople(stop.id)).toBe(2);
    expect(purge).toHaveBeenCalledWith({ tags: ['tour-events'] });

    const mail = mailsTo(smtp().received, BOOKING.email).at(-1)!;
    expect(mail.parsed.subject).toMatch(/^Prenotazione confermata: Incontro in piazza, /);
    expect(mail.parsed.text).toContain(
      'Ciao Anna, la tua prenotazione per «Incontro in piazza» (2 persone) è confermata.',
    );
    const cancel = cancelTokenOf(mail);
    expect(mail.parsed.html).toContain(`href="${SITE}/prenotazione/annulla?t=${cancel}"`);
    expect(rawHeader(mail, 'List-Unsubscribe')).toMatch(
      /^<https:\/\/[^>]+\/api\/rsvps\/stop-mails\?t=[A-Za-z0-9_-]{43}>$/,
    );
    expect(calendarOf(mail)[0].uid).toBe(`tappa-${stop.id}@venturinipresidente.it`);

    const [{ id }] = await db.query<{ id: number }>('SELECT id FROM rsvps');
    const [consent] = await db.query<Record<string, unknown>>(
      `SELECT purpose, email, record_id, notice_version, confirmed_at IS NOT NULL AS confirmed,
         given_at < confirmed_at AS given_before FROM consents`,
    );
    expect(consent).toEqual({
      purpose: 'rsvp',
      email: BOOKING.email,
      record_id: id,
      notice_version: PRIVACY_NOTICE_VERSION,
      confirmed: true,
      given_before: true,
    });
  });

  it('confirms once: a used, an expired, an unknown link and one for a stop now over each say why', async () => {
    const stop = await addStop();
    const token = await requestedToken(stop.id);
    expect((await clickConfirm(token)).status).toBe(200);
    expect(await clickConfirm(token)).toMatchObject({ status: 409, body: { error: RSVP_MESSAGES.linkUsed } });
    expect(await openConfirmLink(token)).toMatchObject({ status: 409, body: { error: RSVP_MESSAGES.linkUsed } });

    const late = await requestedToken(stop.id, person('late'));
    await db.query(`UPDATE rsvp_requests SET expires_at = now() - interval '1 second' WHERE used_at IS NULL`);
    expect(await clickConfirm(late)).toMatchObject({ status: 410, body: { error: RSVP_MESSAGES.linkExpired } });

    const over = await requestedToken(stop.id, person('over'));
    await db.query('UPDATE tour_events SET completed = 1 WHERE id = $1', [stop.id]);
    expect(await clickConfirm(over)).toMatchObject({ status: 409, body: { error: RSVP_MESSAGES.closed } });

    for (const unknown of ['', 'x', 'A'.repeat(43)]) {
      expect(await clickConfirm(unknown)).toMatchObject({
        status: 404,
        body: { error: RSVP_MESSAGES.confirmLinkInvalid },
      });
    }
    expect(await db.count('rsvps')).toBe(1);
  });

  it("takes a token made for this purpose only: the newsletter's token of the same nonce confirms nothing", async () => {
    const stop = await addStop();
    await requestedToken(stop.id);
    // The request's link made from a known nonce, so the newsletter's token of the same nonce can be tried on it.
    await db.query(`UPDATE rsvp_requests SET token_hash = $1`, [hashToken(rsvpConfirmTokenFor('nonce-di-prova'))]);
    expect((await clickConfirm(confirmationTokenFor('nonce-di-prova'))).status).toBe(404);
    expect(await db.count('rsvps')).toBe(0);
    expect((await clickConfirm(rsvpConfirmTokenFor('nonce-di-prova'))).status).toBe(200);
  });

  it('gives 20 confirmations at once for 10 places exactly 10 places and 10 in line, in confirmation order', async () => {
    const stop = await addStop({ capacity: 10 });
    const tokens: string[] = [];
    for (let n = 0; n < 20; n++) tokens.push(await requestedToken(stop.id, person(n)));
    const answers = await Promise.all(tokens.map((token) => clickConfirm(token)));
    const confirmed = answers.filter((res) => res.body.status === 'confirmed');
    const waiting = answers.filter((res) => res.body.status === 'waiting');
    expect(confirmed).toHaveLength(10);
    expect(waiting).toHaveLength(10);
    expect(waiting.map((res) => res.body.position).sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    for (const res of waiting) expect(res.body.message).toBe(waitingMessage(res.body.position));
    expect(await bookedPeople(stop.id)).toBe(10);
    const mails = smtp().received.slice(20);
    expect(mails.filter((mail) => mail.parsed.subject?.startsWith('Prenotazione confermata'))).toHaveLength(10);
    const inLine = mails.filter((mail) => mail.parsed.subject?.startsWith("Lista d'attesa"));
    expect(inLine).toHaveLength(10);
    // In line, no calendar entry yet: it is not a place.
    expect(inLine.every((mail) => mail.parsed.attachments.length === 0)).toBe(true);
  });

  it('gives freed places to the first in line that fit, in the same statement, and mails them at once', async () => {
    const stop = await addStop({ capacity: 3 });
    const [a, b, c, d] = [person('a', 2), person('b', 2), person('c', 1), person('d', 1)];
    for (const booking of [a, b, c, d]) await bookAndConfirm(smtp().received, stop.id, booking);
    // A takes 2 places; B's 2 do not fit the 1 left; C's 1 does; D waits behind B.
    expect(await statuses()).toEqual([
      { email: a.email, people: 2, status: 'confirmed' },
      { email: b.email, people: 2, status: 'waiting' },
      { email: c.email, people: 1, status: 'confirmed' },
      { email: d.email, people: 1, status: 'waiting' },
    ]);
    // C cancels: 1 place, too few for B, so D goes ahead.
    const cancelC = cancelTokenOf(mailsTo(smtp().received, c.email).at(-1)!);
    expect((await call(rsvpCancel, `/api/rsvps/cancel?t=${cancelC}`, { method: 'POST' })).status).toBe(200);
    expect((await statuses()).map((row) => row.status)).toEqual(['confirmed', 'waiting', 'confirmed']);
    const promoted = mailsTo(smtp().received, d.email).at(-1)!;
    expect(promoted.parsed.subject).toMatch(/^Prenotazione confermata/);
    expect(promoted.parsed.text).toContain('si è liberato un posto');
    expect(calendarOf(promoted)).toHaveLength(1);
    expect(await bookedPeople(stop.id)).toBe(3);
    // More places from the panel: B is confirmed by the save itself.
    const cookie = await adminSession();
    const saved = await call(tourEvent, `/api/tour-events/${stop.id}`, {
      method: 'PUT',
      params: { id: String(stop.id) },
      cookie,
      body: { title: stop.title, location: stop.location, eventDate: stop.eventDate, completed: 0, capacity: 5 },
    });
    expect(saved.status).toBe(200);
    expect((await statuses()).map((row) => row.status)).toEqual(['confirmed', 'confirmed', 'confirmed']);
    expect(mailsTo(smtp().received, b.email).at(-1)!.parsed.text).toContain('si è liberato un posto');
    expect(await bookedPeople(stop.id)).toBe(5);
  });

  it('changes a booking by its link: fewer people free places, more than are left is refused and kept', async () => {
    const stop = await addStop({ capacity: 4 });
    await bookAndConfirm(smtp().received, stop.id, person('a', 3));
    await bookAndConfirm(smtp().received, stop.id, person('b', 2));
    await db.query(`UPDATE rsvp_requests SET created_at = created_at - interval '61 minutes'`);
    const more = await requestedToken(stop.id, person('a', 5));
    expect(await openConfirmLink(more)).toMatchObject({
      status: 200,
      body: { people: 5, placesLeft: 1, held: { status: 'confirmed', people: 3 } },
    });
    expect(await clickConfirm(more)).toMatchObject({ status: 409, body: { error: changeRefusedMessage(1, 3) } });
    expect(await statuses()).toEqual([
      { email: 'personaa@example.it', people: 3, status: 'confirmed' },
      { email: 'personab@example.it', people: 2, status: 'waiting' },
    ]);
    // Fewer people: the places freed go to B in the same statement.
    await db.query(`UPDATE rsvp_requests SET created_at = created_at - interval '61 minutes'`);
    const fewer = await requestedToken(stop.id, person('a', 1));
    expect(await clickConfirm(fewer)).toMatchObject({ status: 200, body: { status: 'confirmed', people: 1 } });
    expect(await statuses()).toEqual([
      { email: 'personaa@example.it', people: 1, status: 'confirmed' },
      { email: 'personab@example.it', people: 2, status: 'confirmed' },
    ]);
    // Each is told: A its booking's new numbers, B its place.
    expect(mailsTo(smtp().received, 'personaa@example.it').at(-1)!.parsed.text).toContain('(1 persona) è confermata');
    expect(mailsTo(smtp().received, 'personab@example.it').at(-1)!.parsed.text).toContain('si è liberato un posto');
  });
});
