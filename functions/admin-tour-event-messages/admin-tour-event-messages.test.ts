import { describe, expect, it } from 'vitest';
import { NEWSLETTER_MESSAGES } from '../../core/schema/newsletter-subscription.schema';
import { getDb } from '../../db/client';
import { requestRsvp } from '../../db/queries/rsvp-requests.queries';
import { confirmedBooking } from '../../test/server/booking-kit';
import { adminSession, call } from '../../test/server/function-calls';
import { BOOKING, addStop, cancelTokenOf } from '../../test/server/rsvp-test-kit';
import { rawHeader, useTestSmtpServer } from '../../test/server/smtp-test-server';
import { useTestDatabase } from '../../test/server/test-database';
import { rsvpCancelToken } from '../_lib/mail/mail-links';
import adminTourEventMessages from './admin-tour-event-messages';

const db = useTestDatabase();
const smtp = useTestSmtpServer();
const MESSAGE = { subject: 'Cambio di piazza', text: 'Ci vediamo sotto i portici.\n\nPortate un ombrello!' };
const TODAY = '2025-01-01';

const person = (name: string) => ({ ...BOOKING, name, email: `${name.toLowerCase()}@example.it`, people: 1 });

const send = (stopId: number, cookie?: string, body: object = MESSAGE) =>
  call(adminTourEventMessages, `/api/admin/tour-events/${stopId}/messages`, {
    method: 'POST',
    params: { id: String(stopId) },
    body,
    cookie,
  });

/**
 * A stop of 2 places with two confirmed bookings (Bruna's mail stopped by her one-click), one in line (Carla) and a
 * request not yet confirmed (Dario); the mail of the bookings themselves already sent.
 */
async function stopWithEveryone() {
  const stop = await addStop({ capacity: 2 });
  const anna = await confirmedBooking(getDb(), stop.id, person('Anna'), TODAY);
  const bruna = await confirmedBooking(getDb(), stop.id, person('Bruna'), TODAY);
  await confirmedBooking(getDb(), stop.id, person('Carla'), TODAY);
  await requestRsvp(getDb(), stop.id, person('Dario'), { nonce: 'n', tokenHash: 'h' }, TODAY, null);
  await db.query('UPDATE rsvps SET mails_stopped_at = now() WHERE id = $1', [bruna]);
  await db.query('UPDATE outbox SET sent_at = now()');
  return { stop, anna };
}

describe('POST /api/admin/tour-events/{id}/messages ("Scrivi ai prenotati")', () => {
  it("mails each confirmed booking, never those in line, to confirm or stopped, with the booking's links", async () => {
    const { stop, anna } = await stopWithEveryone();
    const res = await send(stop.id, await adminSession('inbox', 'segreteria'));
    expect(res).toMatchObject({ status: 202, body: { queued: 1 } });
    expect(smtp().received.map((mail) => mail.envelopeTo)).toEqual([['anna@example.it']]);
    const [mail] = smtp().received;
    expect(mail.parsed.subject).toBe('Cambio di piazza');
    expect(mail.parsed.text).toContain(
      'Ciao Anna, ti scriviamo dallo staff della campagna per la tappa «Incontro in piazza»',
    );
    expect(mail.parsed.text).toContain('Ci vediamo sotto i portici.\n\nPortate un ombrello!');
    expect(cancelTokenOf(mail)).toBe(rsvpCancelToken(anna));
    expect(rawHeader(mail, 'List-Unsubscribe')).toMatch(/\/api\/rsvps\/stop-mails\?t=[A-Za-z0-9_-]{43}>$/);
    // A message changes nothing about the stop: no calendar entry.
    expect(mail.parsed.attachments).toEqual([]);
  });

  it('writes who sent it, to which stop and how many in the activity log, in the same statement', async () => {
    const { stop } = await stopWithEveryone();
    await send(stop.id, await adminSession('inbox', 'segreteria'));
    const [message] = await db.query<{ id: number }>('SELECT id FROM booking_messages');
    const entries = await db.query(
      `SELECT actor_username AS "actorUsername", action, subject, details FROM audit_log WHERE action <> 'login'`,
    );
    expect(entries).toEqual([
      {
        actorUsername: 'segreteria',
        action: 'booking-message',
        subject: `tour_events:${stop.id}`,
        details: { message: message.id, recipients: 1 },
      },
    ]);
  });

  it('queues campaign mail, which the electoral silence holds', async () => {
    const { stop } = await stopWithEveryone();
    await send(stop.id, await adminSession());
    const rows = await db.query(`SELECT campaign FROM outbox WHERE kind = 'rsvp-message'`);
    expect(rows).toEqual([{ campaign: true }]);
  });

  it('answers an unknown stop with 404 and a bad message with 400, writing nothing', async () => {
    const cookie = await adminSession();
    expect(await send(999, cookie)).toMatchObject({ status: 404 });
    const stop = await addStop();
    const res = await send(stop.id, cookie, { subject: '', text: 'corto' });
    expect(res).toMatchObject({ status: 400 });
    expect(res.body.fields).toEqual({ subject: NEWSLETTER_MESSAGES.subject, text: NEWSLETTER_MESSAGES.text });
    expect(await db.count('booking_messages')).toBe(0);
    expect(await db.query(`SELECT id FROM audit_log WHERE action = 'booking-message'`)).toEqual([]);
  });
});
