import { randomUUID } from 'node:crypto';
import type { RsvpInput } from '../../core/schema/rsvp.schema';
import type { Db } from '../../db/client';
import { confirmRsvpRequest, requestRsvp } from '../../db/queries/rsvp-requests.queries';
import { notifyBookings } from '../../db/queries/rsvps.queries';
import { STOP_SUBJECT, type BookingSubject } from '../../db/queries/booking-subjects';

/**
 * A booking made as the site makes one, at the database's level: a request (its link's token hash made up here),
 * then the click that confirms it, and its mail queued. Its id; it is confirmed or waiting as the stop's places decide.
 * Of another `subject`, a shift's sign-up (`stopId` is then the shift's id).
 */
export async function confirmedBooking(
  db: Db,
  stopId: number,
  booking: RsvpInput,
  today: string,
  subject: BookingSubject = STOP_SUBJECT,
): Promise<number> {
  const tokenHash = randomUUID();
  const requested = await requestRsvp(db, stopId, booking, { nonce: 'nonce', tokenHash }, today, null, subject);
  if (requested.outcome !== 'mailed') throw new Error(`The booking request was not mailed: ${requested.outcome}`);
  const confirmed = await confirmRsvpRequest(db, tokenHash, today, subject);
  if (!confirmed) throw new Error('The booking request was not confirmed');
  await notifyBookings(db, stopId, subject);
  return confirmed.rsvpId;
}
