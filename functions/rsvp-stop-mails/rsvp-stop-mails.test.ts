import { describe, expect, it } from 'vitest';
import { RSVP_MESSAGES } from '../../core/schema/rsvp.schema';
import { queueRsvpReminders } from '../../db/queries/rsvps.queries';
import { deleteTourEvent, updateTourEvent } from '../../db/queries/tour-events.queries';
import { useTestDatabase } from '../../test/server/test-database';
import { BOOKING, STOP, addStop, bookAndConfirm, cancelTokenOf } from '../../test/server/rsvp-test-kit';
import { rawHeader, useTestSmtpServer } from '../../test/server/smtp-test-server';
import { call, callRaw } from '../../test/server/function-calls';
import { getDb } from '../../db/client';
import rsvpStopMails from './rsvp-stop-mails';

const db = useTestDatabase();
const smtp = useTestSmtpServer();

/** A confirmed booking, and the one-click URL of its confirmation's List-Unsubscribe header. */
async function booked() {
  const stop = await addStop({ capacity: 5 });
  expect((await bookAndConfirm(smtp().received, stop.id, BOOKING)).status).toBe(200);
  const confirmation = smtp().received[1];
  const header = rawHeader(confirmation, 'List-Unsubscribe')!;
  return { stop, oneClick: new URL(header.slice(1, -1)), cancelToken: cancelTokenOf(confirmation) };
}

const stoppedCount = async () =>
  (await db.query<{ n: number }>('SELECT count(*)::int AS n FROM rsvps WHERE mails_stopped_at IS NOT NULL'))[0].n;

/** What a mail app sends when its reader presses "Annulla iscrizione" (RFC 8058). */
const pressUnsubscribe = (url: URL) =>
  callRaw(rsvpStopMails, url.pathname, {
    url: url.href,
    method: 'POST',
    rawBody: 'List-Unsubscribe=One-Click',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });

describe('POST /api/rsvps/stop-mails?t=… (the one-click of a booking mail)', () => {
  it('stops the booking mails and keeps the booking and its places; the visible link still leads to the cancel page', async () => {
    const { stop, oneClick, cancelToken } = await booked();
    expect(oneClick.pathname).toBe('/api/rsvps/stop-mails');
    expect(smtp().received[1].parsed.text).toContain(`/prenotazione/annulla?t=${cancelToken}`);
    const res = await pressUnsubscribe(oneClick);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ message: RSVP_MESSAGES.mailsStopped });
    const rows = await db.query<{ status: string; stopped: boolean; booked: number }>(
      `SELECT r.status, r.mails_stopped_at IS NOT NULL AS stopped, t.booked_people AS booked
       FROM rsvps r JOIN tour_events t ON t.id = r.tour_event_id WHERE t.id = $1`,
      [stop.id],
    );
    expect(rows).toEqual([{ status: 'confirmed', stopped: true, booked: BOOKING.people }]);
    // Again: the same answer, nothing more.
    expect((await pressUnsubscribe(oneClick)).status).toBe(200);
    expect(smtp().received).toHaveLength(2);
  });

  it('drops its campaign mail not yet sent and leaves it out of the reminders, change and deletion notices', async () => {
    const { stop, oneClick } = await booked();
    const [{ id }] = await db.query<{ id: number }>('SELECT id FROM rsvps');
    await db.query(
      `INSERT INTO outbox (kind, campaign, recipient, data)
       VALUES ('rsvp-reminder', true, $1, jsonb_build_object('rsvpId', $2::int))`,
      [BOOKING.email, id],
    );
    await pressUnsubscribe(oneClick);
    expect(await db.query(`SELECT id FROM outbox WHERE kind = 'rsvp-reminder'`)).toEqual([]);
    const dayBefore = new Date(`${stop.eventDate}T09:00:00Z`);
    dayBefore.setUTCDate(dayBefore.getUTCDate() - 1);
    expect(await queueRsvpReminders(getDb(), dayBefore)).toEqual([]);
    const moved = await updateTourEvent(getDb(), stop.id, { ...STOP, eventTime: '21:00', capacity: 5 }, '2025-01-01');
    expect(moved?.mailIds).toEqual([]);
    expect((await deleteTourEvent(getDb(), stop.id, '2025-01-01'))?.mailIds).toEqual([]);
  });

  it('refuses a cancel token, which it cannot turn into a stop, and cancels nothing', async () => {
    const { cancelToken } = await booked();
    const res = await call(rsvpStopMails, `/api/rsvps/stop-mails?t=${cancelToken}`, { method: 'POST' });
    expect(res).toMatchObject({ status: 404, body: { error: RSVP_MESSAGES.linkInvalid } });
    expect(await stoppedCount()).toBe(0);
  });

  it('leads a GET to the booking cancel page, which names it and asks, and changes nothing', async () => {
    const { oneClick, cancelToken } = await booked();
    const res = await callRaw(rsvpStopMails, oneClick.pathname, { url: oneClick.href });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe(`/prenotazione/annulla?t=${cancelToken}`);
    expect(await stoppedCount()).toBe(0);
  });
});
