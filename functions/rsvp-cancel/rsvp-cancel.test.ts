import { describe, expect, it } from 'vitest';
import { RSVP_MESSAGES } from '../../core/schema/rsvp.schema';
import { useTestDatabase } from '../../test/server/test-database';
import { unsubscribeToken } from '../_lib/mail/mail-links';
import { BOOKING, addStop, bookAndConfirm, cancelTokenOf } from '../../test/server/rsvp-test-kit';
import { rawHeader, useTestSmtpServer } from '../../test/server/smtp-test-server';
import { call, callRaw } from '../../test/server/function-calls';
import rsvpCancel from './rsvp-cancel';

const db = useTestDatabase();
const smtp = useTestSmtpServer();

const cancel = (token: string) => call(rsvpCancel, `/api/rsvps/cancel?t=${token}`, { method: 'POST' });

/** A booking of a stop with `capacity` places, and the token of its confirmation's cancel link. */
async function booked(capacity: number | null = null) {
  const stop = await addStop({ capacity });
  expect((await bookAndConfirm(smtp().received, stop.id, { ...BOOKING, people: 3 })).status).toBe(200);
  // The confirmation carries the cancel link; the request's mail before it is of no use here.
  smtp().received.splice(0, 1);
  return { stop, token: cancelTokenOf(smtp().received[0]) };
}

describe('POST /api/rsvps/cancel?t=…', () => {
  it("cancels the booking of the mail's link, frees its places and sends one receipt", async () => {
    const { stop, token } = await booked(3);
    const res = await cancel(token);
    expect(res).toMatchObject({ status: 200, body: { status: 'cancelled', message: 'Prenotazione annullata' } });
    expect(await db.count('rsvps')).toBe(0);
    const [row] = await db.query<{ n: number }>('SELECT booked_people AS n FROM tour_events WHERE id = $1', [stop.id]);
    expect(row.n).toBe(0);
    expect(smtp().received).toHaveLength(2);
    const receipt = smtp().received[1];
    expect(receipt.envelopeTo).toEqual([BOOKING.email]);
    expect(receipt.parsed.subject).toBe('Prenotazione annullata: Incontro in piazza');
    expect(receipt.parsed.text).toContain('la tua prenotazione per «Incontro in piazza»');
    // The proof of the consent stays, marked withdrawn.
    const [consent] = await db.query<{ purpose: string; withdrawn_at: Date | null }>(
      'SELECT purpose, withdrawn_at FROM consents',
    );
    expect(consent.purpose).toBe('rsvp');
    expect(consent.withdrawn_at).toBeInstanceOf(Date);
    // Nothing left to cancel: the receipt carries no cancel link.
    expect(rawHeader(receipt, 'List-Unsubscribe')).toBeUndefined();
    expect(receipt.parsed.text).not.toContain('/prenotazione/annulla');
  });

  it('answers a link used again that the booking was already cancelled, and sends nothing more', async () => {
    const { token } = await booked();
    await cancel(token);
    const again = await cancel(token);
    expect(again).toMatchObject({
      status: 200,
      body: { status: 'alreadyCancelled', message: RSVP_MESSAGES.alreadyCancelled },
    });
    expect(smtp().received).toHaveLength(2);
  });

  it('refuses a token the site did not sign for a booking with 404, and cancels nothing', async () => {
    const { token } = await booked();
    const altered = `${token.slice(0, 20)}${token[20] === 'A' ? 'B' : 'A'}${token.slice(21)}`;
    for (const bad of [altered, unsubscribeToken(1), 'corto', '']) {
      expect(await cancel(bad)).toMatchObject({ status: 404, body: { error: RSVP_MESSAGES.linkInvalid } });
    }
    expect(await db.count('rsvps')).toBe(1);
  });

  it("takes a mail app's one-click on the URL of mails sent before (List-Unsubscribe=One-Click) as a stop, never a cancel", async () => {
    await booked();
    const token = cancelTokenOf(smtp().received[0]);
    const res = await callRaw(rsvpCancel, '/api/rsvps/cancel', {
      url: `http://localhost/api/rsvps/cancel?t=${token}`,
      method: 'POST',
      rawBody: 'List-Unsubscribe=One-Click',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(res.status).toBe(200);
    const rows = await db.query<{ stopped: boolean }>('SELECT mails_stopped_at IS NOT NULL AS stopped FROM rsvps');
    expect(rows).toEqual([{ stopped: true }]);
    expect(smtp().received).toHaveLength(1);
  });

  it('names the booking to the page by GET, its stop, day, time and people, and changes nothing', async () => {
    const { stop, token } = await booked();
    const res = await call(rsvpCancel, `/api/rsvps/cancel?t=${token}`);
    expect(res).toMatchObject({
      status: 200,
      body: {
        stop: { id: stop.id, title: 'Incontro in piazza', eventDate: stop.eventDate, eventTime: '18:30' },
        people: 3,
        status: 'confirmed',
        position: null,
      },
    });
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(await db.count('rsvps')).toBe(1);
    expect(smtp().received).toHaveLength(1);
  });

  it('answers a GET for a booking already cancelled with 410, so the page says at once the link was used', async () => {
    const { token } = await booked();
    await cancel(token);
    expect(await call(rsvpCancel, `/api/rsvps/cancel?t=${token}`)).toMatchObject({
      status: 410,
      body: { error: RSVP_MESSAGES.alreadyCancelled },
    });
    expect(await call(rsvpCancel, '/api/rsvps/cancel?t=corto')).toMatchObject({ status: 404 });
  });

  it("drops the booking's mail not yet sent with it", async () => {
    const { token } = await booked();
    const [{ id }] = await db.query<{ id: number }>('SELECT id FROM rsvps');
    await db.query(
      `INSERT INTO outbox (kind, campaign, recipient, data)
       VALUES ('rsvp-reminder', true, $1, jsonb_build_object('rsvpId', $2::int)),
              ('rsvp-reminder', true, 'altri@example.it', jsonb_build_object('rsvpId', $2::int + 1))`,
      [BOOKING.email, id],
    );
    await cancel(token);
    const waiting = await db.query<{ recipient: string }>(`SELECT recipient FROM outbox WHERE kind = 'rsvp-reminder'`);
    expect(waiting).toEqual([{ recipient: 'altri@example.it' }]);
  });
});
