import type { Shift, ShiftInput, ShiftSignupInput } from '../../core/schema/shift.schema';
import { getDb } from '../../db/client';
import { insertShift } from '../../db/queries/shifts.queries';
import shiftSignupCancel from '../../functions/shift-signup-cancel/shift-signup-cancel';
import shiftSignupConfirm from '../../functions/shift-signup-confirm/shift-signup-confirm';
import shiftSignups from '../../functions/shift-signups/shift-signups';
import { call, type CallResult } from './function-calls';
import { dayFromToday, mailsTo } from './rsvp-test-kit';
import type { ReceivedMail } from './smtp-test-server';

/** Test support for the volunteer shifts: shifts, sign-ups and the links their mails carry. */

export const SHIFT: ShiftInput = {
  title: 'Banchetto al mercato',
  activity: 'volantinaggio',
  place: 'Piazza delle Erbe',
  comune: 'Padova',
  date: dayFromToday(7),
  start: '09:00',
  end: '12:30',
  capacity: 2,
};

export const addShift = (fields: Partial<ShiftInput> = {}): Promise<Shift> =>
  insertShift(getDb(), { ...SHIFT, ...fields });

export const VOLUNTEER: ShiftSignupInput = {
  name: 'Marta Rossi',
  email: 'marta.rossi@example.it',
  phone: null,
  privacyAccepted: 1,
};

export const volunteer = (n: number | string): ShiftSignupInput => ({
  ...VOLUNTEER,
  email: `volontario${n}@example.it`,
});

/** POST /api/shifts/{id}/signups as a browser sends it. */
export const signUp = (shiftId: number | string, body: object = VOLUNTEER, ip?: string): Promise<CallResult> =>
  call(shiftSignups, `/api/shifts/${shiftId}/signups`, { method: 'POST', params: { id: String(shiftId) }, body, ip });

function tokenIn(mail: ReceivedMail, page: string): string {
  const match = new RegExp(`/turni/${page}\\?t=([A-Za-z0-9_-]{43})`).exec(mail.parsed.text ?? '');
  if (!match) throw new Error(`No /turni/${page} link in the mail`);
  return match[1];
}

export const shiftConfirmTokenOf = (mail: ReceivedMail) => tokenIn(mail, 'conferma');
export const shiftCancelTokenOf = (mail: ReceivedMail) => tokenIn(mail, 'annulla');

/** What the shift pages' buttons send, and what they read first. */
export const openShiftConfirm = (token: string) => call(shiftSignupConfirm, `/api/shift-signups/confirm?t=${token}`);
export const clickShiftConfirm = (token: string) =>
  call(shiftSignupConfirm, `/api/shift-signups/confirm?t=${token}`, { method: 'POST' });
export const clickShiftCancel = (token: string) =>
  call(shiftSignupCancel, `/api/shift-signups/cancel?t=${token}`, { method: 'POST' });

/** A sign-up as its volunteer makes it: the form, then the button behind the mail's link. The confirmation's answer. */
export async function signUpAndConfirm(
  received: readonly ReceivedMail[],
  shiftId: number,
  body: ShiftSignupInput = VOLUNTEER,
): Promise<CallResult> {
  const requested = await signUp(shiftId, body);
  if (requested.status !== 202) throw new Error(`The sign-up answered ${requested.status}`);
  const mail = mailsTo(received, body.email).at(-1);
  if (!mail) throw new Error(`No mail to ${body.email}`);
  return clickShiftConfirm(shiftConfirmTokenOf(mail));
}
