import type { Config, Context } from '@netlify/functions';
import { dayInItaly } from '../../core/dates';
import { RSVP_MESSAGES, rsvpSchema } from '../../core/schema/rsvp.schema';
import { bookRsvp, stopIsFull } from '../../db/queries/rsvps.queries';
import { CACHE_TAGS, purgeListCache } from '../_lib/cache';
import { HttpError, endpoint, idParam, json } from '../_lib/http';
import { sendSoon } from '../_lib/mail/outbox-delivery';
import { FORM_LIMITS, guardedPost } from '../_lib/spam-guard';

/** The one answer to a booking, new or updated (and to a bot's): it says nothing of anyone else's. */
const booked = () => json({ message: RSVP_MESSAGES.booked }, 201);

function stopIdOf(context: Context): number {
  try {
    return idParam(context);
  } catch {
    throw new HttpError(404, RSVP_MESSAGES.unknownStop);
  }
}

/**
 * "Ci sarò": books an upcoming stop for a number of people, or updates the booking the same address holds there,
 * in one statement with the confirmation mail (sent right after the answer) and the record of the consent. A stop
 * whose places are taken answers 409 "Posti esauriti", a done or past one 409, an unknown one 404. When this
 * booking fills the stop, the public list's cached copy is purged so the pages say "Posti esauriti".
 */
export default endpoint({
  POST: guardedPost({
    schema: rsvpSchema,
    limit: FORM_LIMITS.rsvp,
    store: async (rsvp, db, context, sourcePage) => {
      const stopId = stopIdOf(context);
      const result = await bookRsvp(db, stopId, rsvp, dayInItaly(new Date()), sourcePage);
      if (result.outcome === 'unknown') throw new HttpError(404, RSVP_MESSAGES.unknownStop);
      if (result.outcome === 'closed') throw new HttpError(409, RSVP_MESSAGES.closed);
      if (result.outcome === 'full') throw new HttpError(409, RSVP_MESSAGES.full);
      sendSoon(context, db, result.mailIds);
      if (result.limited && (await stopIsFull(db, stopId))) await purgeListCache(CACHE_TAGS.tourEvents);
      return booked();
    },
    asIfStored: booked,
  }),
});

export const config: Config = { path: '/api/tour-events/:id/rsvps' };
