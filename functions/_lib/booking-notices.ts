import type { Context } from '@netlify/functions';
import type { Db } from '../../db/client';
import { SHIFT_SUBJECT, STOP_SUBJECT, type BookingSubject } from '../../db/queries/booking-subjects';
import { notifyBookings } from '../../db/queries/rsvps.queries';
import { CACHE_TAGS, purgeListCache } from './cache';
import { sendSoon } from './mail/outbox-delivery';

/**
 * After an action that moved a stop's places (a confirmation, a cancellation, the staff's removal, a change of its
 * places), whose statement may have promoted its waiting list: the mail the action queued and the mails of every
 * booking whose status changed leave at once, and a stop with a number of places has its public list purged, whose
 * places left changed. A shift's (`subject`, `stopId` its id) the same, with the shifts' list.
 */
export async function placesMoved(
  context: Context,
  db: Db,
  moved: { stopId: number; mailIds?: readonly number[]; limited: boolean },
  subject: BookingSubject = STOP_SUBJECT,
): Promise<void> {
  sendSoon(context, db, [...(moved.mailIds ?? []), ...(await notifyBookings(db, moved.stopId, subject))]);
  if (moved.limited) await purgeListCache(subject === SHIFT_SUBJECT ? CACHE_TAGS.shifts : CACHE_TAGS.tourEvents);
}
