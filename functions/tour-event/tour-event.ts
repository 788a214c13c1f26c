import type { Config } from '@netlify/functions';
import { dayInItaly } from '../../core/rome-time';
import { deleteTourEvent, findTourEvent, updateTourEvent } from '../../db/queries/tour-events.queries';
import { etagOf, versionedWrite } from '../_lib/versions';
import { tourEventSchema } from '../../core/schema/tour-event.schema';
import { requireRole } from '../_lib/auth';
import { publishAdminChange } from '../_lib/build-hook';
import { CACHE_TAGS } from '../_lib/cache';
import { getDb } from '../../db/client';
import { HttpError, MESSAGES, endpoint, idParam, json, noContent, readBody } from '../_lib/http';
import { sendSoon } from '../_lib/mail/outbox-delivery';
import { placesMoved } from '../_lib/booking-notices';

/**
 * An admin's change to a stop, or its deletion; with `If-Match`, only from the version it names (412 otherwise). Either tells the people booked for an upcoming stop, in the same
 * statement: a change of date, time, place or address with what changed, a deletion that the stop is cancelled;
 * more places go to the waiting list.
 */
export default endpoint({
  PUT: async (req, context) => {
    const { db } = await requireRole(getDb(), req, context, 'content');
    const id = idParam(context);
    const event = await readBody(req, tourEventSchema);
    const updated = await versionedWrite(
      req,
      db,
      { table: 'tour_events', id },
      (checked) => updateTourEvent(checked, id, event, dayInItaly(new Date())),
      () => findTourEvent(db, id),
    );
    if (!updated) throw new HttpError(404, MESSAGES.notFound);
    // More places go to the waiting list in the statement of the change: those promoted are mailed with the rest.
    // (Its list is purged with the change, just below.)
    await placesMoved(context, db, { stopId: id, mailIds: updated.mailIds, limited: false });
    await publishAdminChange(db, CACHE_TAGS.tourEvents);
    return json(updated.event, 200, { ETag: etagOf(updated.event.version) });
  },
  DELETE: async (req, context) => {
    const { db } = await requireRole(getDb(), req, context, 'content');
    const id = idParam(context);
    const deleted = await versionedWrite(
      req,
      db,
      { table: 'tour_events', id },
      (checked) => deleteTourEvent(checked, id, dayInItaly(new Date())),
      () => findTourEvent(db, id),
    );
    if (!deleted) throw new HttpError(404, MESSAGES.notFound);
    sendSoon(context, db, deleted.mailIds);
    await publishAdminChange(db, CACHE_TAGS.tourEvents);
    return noContent();
  },
});

export const config: Config = { path: '/api/tour-events/:id' };
