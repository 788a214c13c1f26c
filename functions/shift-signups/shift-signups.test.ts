import { describe, expect, it } from 'vitest';
import { BOOKING_POLICY, RETENTION_POLICY } from '../../core/policy';
import { getDb } from '../../db/client';
import { deletePastRsvps } from '../../db/queries/rsvps.queries';
import { SHIFT_LINK_WORDS, SHIFT_MESSAGES } from '../../core/schema/shift.schema';
import { useTestDatabase } from '../../test/server/test-database';
import { call } from '../../test/server/function-calls';
import { BOOKING, addStop, book, clickConfirm, confirmTokenOf, mailsTo } from '../../test/server/rsvp-test-kit';
import {
  VOLUNTEER,
  addShift,
  clickShiftCancel,
  clickShiftConfirm,
  openShiftConfirm,
  shiftCancelTokenOf,
  shiftConfirmTokenOf,
  signUp,
  signUpAndConfirm,
  volunteer,
} from '../../test/server/shift-kit';
import { useTestSmtpServer } from '../../test/server/smtp-test-server';
import shifts from '../shifts/shifts';

const db = useTestDatabase();
const smtp = useTestSmtpServer();

const signups = () =>
  db.query<{ email: string; status: string }>('SELECT email, status FROM rsvps WHERE shift_id IS NOT NULL ORDER BY id');
const bookedPeople = async (shiftId: number) =>
  (await db.query<{ n: number }>('SELECT booked_people AS n FROM shifts WHERE id = $1', [shiftId]))[0].n;
const lastMailTo = (email: string) => mailsTo(smtp().received, email).at(-1)!;

describe('POST /api/shifts/{id}/signups', () => {
  it('answers 202 with one sentence and mails the confirm link; nothing is taken before the click', async () => {
    const shift = await addShift();
    const res = await signUp(shift.id);
    expect(res).toMatchObject({ status: 202, body: { message: SHIFT_MESSAGES.requested } });
    expect(await db.count('rsvps')).toBe(0);
    expect(await db.count('rsvp_requests')).toBe(1);
    const mail = lastMailTo(VOLUNTEER.email);
    expect(mail.parsed.subject).toMatch(/^Conferma il turno: Banchetto al mercato, /);
    expect(mail.parsed.text).toContain('Ciao Marta, hai chiesto di prenderti il turno «Banchetto al mercato».');
    expect(shiftConfirmTokenOf(mail)).toHaveLength(43);
  });

  it('answers the same 202 for an address that holds the shift, and changes nothing', async () => {
    const shift = await addShift();
    await signUpAndConfirm(smtp().received, shift.id);
    // An hour later (the engine's cap lets one request mail per address and shift an hour).
    await db.query(`UPDATE rsvp_requests SET created_at = created_at - interval '2 hours'`);
    const again = await signUp(shift.id, { ...VOLUNTEER, name: 'Qualcun Altro' });
    expect(again).toMatchObject({ status: 202, body: { message: SHIFT_MESSAGES.requested } });
    expect(await db.query('SELECT name FROM rsvps')).toEqual([{ name: VOLUNTEER.name }]);
    expect(lastMailTo(VOLUNTEER.email).parsed.text).toContain('sei già confermato/a');
  });

  it('refuses bad input in Italian and stores nothing; an unknown shift is 404, a past one 409', async () => {
    const shift = await addShift();
    const bad = await signUp(shift.id, { ...VOLUNTEER, email: 'nonvalida', privacyAccepted: 0 });
    expect(bad.status).toBe(400);
    expect(bad.body.fields).toMatchObject({ email: 'Email non valida', privacyAccepted: SHIFT_MESSAGES.privacy });
    expect((await signUp(999_999)).status).toBe(404);
    const past = await addShift({ date: '2020-01-10', activity: 'telefonate' });
    expect(await signUp(past.id)).toMatchObject({ status: 409, body: { error: SHIFT_MESSAGES.closed } });
    expect(await db.count('rsvp_requests')).toBe(0);
  });

  it("keeps the booking engine's caps: one request mail per address and shift per hour", async () => {
    const shift = await addShift();
    expect((await signUp(shift.id)).status).toBe(202);
    expect((await signUp(shift.id)).status).toBe(202);
    expect(mailsTo(smtp().received, VOLUNTEER.email)).toHaveLength(BOOKING_POLICY.requestMailsPerStopPerHour);
    expect(await db.count('rsvp_requests')).toBe(1);
  });
});

describe('the confirm link of a sign-up', () => {
  it('shows the shift on GET and confirms nothing; confirms once on POST, with its mail and consent', async () => {
    const shift = await addShift();
    await signUp(shift.id);
    const token = shiftConfirmTokenOf(lastMailTo(VOLUNTEER.email));
    for (let open = 0; open < 2; open++) {
      expect(await openShiftConfirm(token)).toMatchObject({
        status: 200,
        body: { shift: { id: shift.id, title: shift.title }, placesLeft: 2, held: null },
      });
    }
    expect(await db.count('rsvps')).toBe(0);
    expect(await clickShiftConfirm(token)).toMatchObject({
      status: 200,
      body: { status: 'confirmed', message: SHIFT_MESSAGES.confirmed },
    });
    expect(await clickShiftConfirm(token)).toMatchObject({ status: 409, body: { error: SHIFT_MESSAGES.linkUsed } });
    expect(await signups()).toEqual([{ email: VOLUNTEER.email, status: 'confirmed' }]);
    expect(await bookedPeople(shift.id)).toBe(1);
    expect(await db.query('SELECT purpose, confirmed_at IS NOT NULL AS confirmed FROM consents')).toEqual([
      { purpose: 'shift', confirmed: true },
    ]);
    const mail = lastMailTo(VOLUNTEER.email);
    expect(mail.parsed.subject).toMatch(/^Turno confermato: Banchetto al mercato, /);
    expect(shiftCancelTokenOf(mail)).toHaveLength(43);
  });

  it("confirms neither a stop's request on the shift's link nor a shift's on the stop's", async () => {
    const stop = await addStop();
    await book(stop.id);
    const stopToken = confirmTokenOf(lastMailTo(BOOKING.email));
    expect((await clickShiftConfirm(stopToken)).status).toBe(404);
    const shift = await addShift();
    await signUp(shift.id);
    expect((await clickConfirm(shiftConfirmTokenOf(lastMailTo(VOLUNTEER.email)))).status).toBe(404);
    expect(await db.count('rsvps')).toBe(0);
  });
});

describe('the waiting list of a shift', () => {
  it('puts the sign-up past the places in line, and promotes it when a volunteer cancels', async () => {
    const shift = await addShift({ capacity: 1 });
    expect((await signUpAndConfirm(smtp().received, shift.id, volunteer(1))).body.status).toBe('confirmed');
    expect(await signUpAndConfirm(smtp().received, shift.id, volunteer(2))).toMatchObject({
      body: { status: 'waiting', position: 1, message: SHIFT_LINK_WORDS.waiting(1) },
    });
    expect(lastMailTo(volunteer(2).email).parsed.subject).toMatch(/^Lista d'attesa: Banchetto al mercato/);

    const list = await call(shifts, '/api/shifts');
    expect(list.body).toEqual([expect.objectContaining({ id: shift.id, full: 1, placesLeft: 0 })]);
    expect(JSON.stringify(list.body)).not.toContain('volontario');

    const cancelToken = shiftCancelTokenOf(lastMailTo(volunteer(1).email));
    const cancel = await clickShiftCancel(cancelToken);
    expect(cancel).toMatchObject({ status: 200, body: { status: 'cancelled', message: SHIFT_MESSAGES.cancelled } });
    expect(await signups()).toEqual([{ email: volunteer(2).email, status: 'confirmed' }]);
    expect(await bookedPeople(shift.id)).toBe(1);
    expect(lastMailTo(volunteer(1).email).parsed.subject).toBe('Turno annullato: Banchetto al mercato');
    const promoted = lastMailTo(volunteer(2).email);
    expect(promoted.parsed.subject).toMatch(/^Turno confermato: /);
    expect(promoted.parsed.text).toContain('si è liberato un posto');
    expect(await clickShiftCancel(cancelToken)).toMatchObject({
      body: { status: 'alreadyCancelled' },
    });
  });
});

describe('the retention of sign-ups', () => {
  it("deletes a shift's sign-ups with a stop's bookings, RETENTION_POLICY.bookingsAfterStopDays after its day", async () => {
    const shift = await addShift();
    await signUpAndConfirm(smtp().received, shift.id);
    const shiftDay = (days: number) =>
      new Date(Date.parse(`${shift.date}T12:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
    expect(await deletePastRsvps(getDb(), shiftDay(RETENTION_POLICY.bookingsAfterStopDays))).toBe(0);
    expect(await deletePastRsvps(getDb(), shiftDay(RETENTION_POLICY.bookingsAfterStopDays + 1))).toBe(1);
    expect(await db.count('rsvps')).toBe(0);
  });
});
