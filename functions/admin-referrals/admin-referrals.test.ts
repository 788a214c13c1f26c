import { describe, expect, it } from 'vitest';
import { getDb } from '../../db/client';
import { erasePersonalData } from '../../db/queries/personal-data.queries';
import type { Invitation } from '../../core/referral';
import { adminSession, call } from '../../test/server/function-calls';
import {
  BOOKING,
  addStop,
  bookAndConfirm,
  cancelTokenOf,
  mailsTo,
  book,
  confirmTokenOf,
  clickConfirm,
} from '../../test/server/rsvp-test-kit';
import { addShift, signUpAndConfirm, volunteer } from '../../test/server/shift-kit';
import { useTestSmtpServer } from '../../test/server/smtp-test-server';
import { useTestDatabase } from '../../test/server/test-database';
import rsvpCancel from '../rsvp-cancel/rsvp-cancel';
import adminReferrals from './admin-referrals';

const db = useTestDatabase();
const smtp = useTestSmtpServer();

const OWNER = { ...BOOKING, name: 'Giovanna Rossi', email: 'giovanna@example.it', people: 1 };
const friend = (n: number, ref?: string) => ({
  ...BOOKING,
  name: `Amico ${n}`,
  email: `amico${n}@example.it`,
  people: 1,
  ...(ref ? { ref } : {}),
});

const referrals = async (query = '') =>
  call(adminReferrals, `/api/admin/referrals${query}`, { cookie: await adminSession('inbox') });

/** The owner's confirmed booking at a stop, and its invitation. */
async function owner(stopId: number): Promise<Invitation> {
  const confirmed = await bookAndConfirm(smtp().received, stopId, OWNER);
  expect(confirmed.status).toBe(200);
  const invitation = (confirmed.body as { invitation: Invitation | null }).invitation;
  if (!invitation) throw new Error('A confirmed booking without its invitation');
  return invitation;
}

describe('bring a friend: a booking’s own link, and whom it brought', () => {
  it('gives a confirmed booking its code and link, in the answer and in the confirmation mail', async () => {
    const stop = await addStop();
    const invitation = await owner(stop.id);
    expect(invitation).toEqual({
      code: expect.stringMatching(/^[23456789ABCDEFGHJKMNPQRSTUVWXYZ]{8}$/),
      path: `/tappe/${stop.id}?ref=${invitation.code}`,
      recruited: 0,
    });
    const mail = mailsTo(smtp().received, OWNER.email).at(-1);
    expect(mail?.parsed.subject).toMatch(/^Prenotazione confermata/);
    expect(mail?.parsed.text).toMatch(
      new RegExp(`Il tuo link: https?://\\S+/tappe/${stop.id}\\?ref=${invitation.code}\n`),
    );
    expect(mail?.parsed.text).toContain('Su WhatsApp: https://wa.me/?text=');
  });

  it('credits a friend’s booking from the link to its owner, shown on the owner’s booking page and to the staff', async () => {
    const stop = await addStop();
    const other = await addStop({ title: 'Festa a Rovigo' });
    const { code } = await owner(stop.id);
    expect((await bookAndConfirm(smtp().received, stop.id, friend(1, code))).status).toBe(200);
    expect((await bookAndConfirm(smtp().received, other.id, friend(2, code))).status).toBe(200);

    const ownerMail = mailsTo(smtp().received, OWNER.email).at(-1);
    if (!ownerMail) throw new Error('No mail to the owner');
    const page = await call(rsvpCancel, `/api/rsvps/cancel?t=${cancelTokenOf(ownerMail)}`);
    expect(page.body).toMatchObject({ invitation: { code, recruited: 2 } });

    expect((await referrals()).body).toEqual([{ name: OWNER.name, code, recruited: 2 }]);
    // One stop's top recruiters: only its own bookings count.
    expect((await referrals(`?tourEventId=${other.id}`)).body).toEqual([{ name: OWNER.name, code, recruited: 1 }]);
  });

  it('credits nothing for a request not confirmed, for oneself, or from a code nobody holds, and never refuses', async () => {
    const stop = await addStop();
    const other = await addStop({ title: 'Festa a Rovigo' });
    const { code } = await owner(stop.id);
    // Not confirmed by its owner's click: no credit yet.
    expect((await book(stop.id, friend(1, code))).status).toBe(202);
    // The owner from their own link, at another stop.
    expect((await bookAndConfirm(smtp().received, other.id, { ...OWNER, ref: code })).status).toBe(200);
    // A well-formed code nobody holds.
    expect((await bookAndConfirm(smtp().received, other.id, friend(3, 'ZZZZZZZZ'))).status).toBe(200);
    expect((await referrals()).body).toEqual([]);
  });

  it('offers no link to a place in line until it is confirmed', async () => {
    const stop = await addStop({ capacity: 1 });
    await owner(stop.id);
    const waiting = await bookAndConfirm(smtp().received, stop.id, friend(1));
    expect(waiting.body).toMatchObject({ status: 'waiting', invitation: null });
  });

  it('credits a shift’s sign-up from the link of a shift’s volunteer, whose link is the volunteers’ page', async () => {
    const shift = await addShift({ capacity: 5 });
    const first = await signUpAndConfirm(smtp().received, shift.id, volunteer(1));
    const invitation = (first.body as { invitation: Invitation }).invitation;
    expect(invitation.path).toBe(`/volontari?ref=${invitation.code}`);
    const mail = mailsTo(smtp().received, volunteer(1).email).at(-1);
    expect(mail?.parsed.text).toMatch(new RegExp(`Il tuo link: https?://\\S+/volontari\\?ref=${invitation.code}\n`));
    await signUpAndConfirm(smtp().received, shift.id, { ...volunteer(2), ref: invitation.code });
    expect((await referrals()).body).toEqual([{ name: volunteer(1).name, code: invitation.code, recruited: 1 }]);
  });

  it('refuses a stop that is not an id, and a session of another role', async () => {
    expect((await referrals('?tourEventId=abc')).status).toBe(400);
    const editor = await call(adminReferrals, '/api/admin/referrals', { cookie: await adminSession('editor', 'red') });
    expect(editor.status).toBe(403);
    expect((await call(adminReferrals, '/api/admin/referrals')).status).toBe(401);
  });

  it('keeps the credit of a booking changed from a link, and the first credit of one booked before', async () => {
    const stop = await addStop();
    const { code } = await owner(stop.id);
    const requested = await book(stop.id, friend(1));
    expect(requested.status).toBe(202);
    await clickConfirm(confirmTokenOf(mailsTo(smtp().received, friend(1).email).at(-1)!));
    // The same friend changes the booking from the owner's link, past the hour's one mail: credited now, once.
    await db.query(`UPDATE rsvp_requests SET created_at = created_at - interval '2 hours'`);
    await bookAndConfirm(smtp().received, stop.id, { ...friend(1, code), people: 2 });
    expect((await referrals()).body).toEqual([{ name: OWNER.name, code, recruited: 1 }]);
  });
});

describe('bring a friend and the right to erasure', () => {
  it('erasing an owner clears the credit their link gave; erasing a friend takes their credit with their booking', async () => {
    const stop = await addStop();
    const { code } = await owner(stop.id);
    await bookAndConfirm(smtp().received, stop.id, friend(1, code));
    await bookAndConfirm(smtp().received, stop.id, friend(2, code));
    await erasePersonalData(getDb(), friend(1).email);
    expect((await referrals()).body).toEqual([{ name: OWNER.name, code, recruited: 1 }]);
    await erasePersonalData(getDb(), OWNER.email);
    expect((await referrals()).body).toEqual([]);
    expect(await db.query('SELECT referred_by FROM rsvps')).toEqual([{ referred_by: null }]);
  });
});
