import type { Context } from '@netlify/functions';
import type { Db } from '../../db/client';
import { notifyBookings } from '../../db/queries/rsvps.queries';
import { CACHE_TAGS, purgeListCache } from './cache';
import { sendSoon } from './mail/outbox-delivery';

/**
 * After an action that moved a stop's places (a confirmation, a cancellation, the staff's removal, a change of its
 * places), whose statement may have promoted its waiting list: the mail the action queued and the mails of every
 * booking whose status changed leave at once, and a stop with a number of places has its public list purged, whose
 * places left changed.
 */
export async function placesMoved(
  context: Context,
  db: Db,
  moved: { stopId: number; mailIds?: readonly number[]; limited: boolean },
): Promise<void> {
  sendSoon(context, db, [...(moved.mailIds ?? []), ...(await notifyBookings(db, moved.stopId))]);
  if (moved.limited) await purgeListCache(CACHE_TAGS.tourEvents);
}
