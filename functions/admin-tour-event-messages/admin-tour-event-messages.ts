import type { Config } from '@netlify/functions';
import { newsletterIssueSchema } from '../../core/schema/newsletter-subscription.schema';
import { getDb } from '../../db/client';
import { queueBookingMessage } from '../../db/queries/booking-messages.queries';
import { requireRole } from '../_lib/auth';
import { HttpError, MESSAGES, endpoint, idParam, json, readBody } from '../_lib/http';
import { sendSoon } from '../_lib/mail/outbox-delivery';

/**
 * "Scrivi ai prenotati" (titolare, segreteria): a subject and a text to every confirmed booking of a stop, each mail
 * carrying the booking's cancel link and the one-click stop of its mail; queued with the activity log's row in one
 * statement (202 with how many), campaign mail that waits during the electoral silence.
 */
export default endpoint({
  POST: async (req, context) => {
    const { db } = await requireRole(getDb(), req, context, 'inbox');
    const stopId = idParam(context);
    const message = await readBody(req, newsletterIssueSchema);
    const result = await queueBookingMessage(db, stopId, message);
    if (!result) throw new HttpError(404, MESSAGES.notFound);
    if (result.queued > 0) sendSoon(context, db);
    return json(result, 202);
  },
});

export const config: Config = { path: '/api/admin/tour-events/:id/messages' };
