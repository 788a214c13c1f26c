import type { AdminArea } from '../../core/schema/admin-account.schema';
import { newsletterIssueSchema } from '../../core/schema/newsletter-subscription.schema';
import { getDb } from '../../db/client';
import { queueBookingMessage } from '../../db/queries/booking-messages.queries';
import type { BookingSubject } from '../../db/queries/booking-subjects';
import { requireRole } from './auth';
import { HttpError, MESSAGES, idParam, json, readBody, type MethodHandler } from './http';
import { sendSoon } from './mail/outbox-delivery';

/**
 * The staff's message to the confirmed bookings of one subject of the engine: a stop's ("Scrivi ai prenotati") or a
 * shift's volunteers. A subject and a text, one mail per confirmed booking carrying its cancel link and the one-click
 * stop of its mail, queued with the activity log's row in one statement (202 with how many); campaign mail, which
 * waits during the electoral silence. 404 for an unknown stop or shift.
 */
export function bookingMessagePost(subject: BookingSubject, area: AdminArea): MethodHandler {
  return async (req, context) => {
    const { db } = await requireRole(getDb(), req, context, area);
    const id = idParam(context);
    const message = await readBody(req, newsletterIssueSchema);
    const result = await queueBookingMessage(db, id, message, subject);
    if (!result) throw new HttpError(404, MESSAGES.notFound);
    if (result.queued > 0) sendSoon(context, db);
    return json(result, 202);
  };
}
