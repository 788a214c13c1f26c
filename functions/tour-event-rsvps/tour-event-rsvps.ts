import type { Config } from '@netlify/functions';
import { RSVP_MESSAGES, rsvpSchema } from '../../core/schema/rsvp.schema';
import { STOP_SUBJECT } from '../../db/queries/booking-subjects';
import { bookingRequestPost } from '../_lib/booking-request';
import { endpoint } from '../_lib/http';

/**
 * "Ci sarò": a request to book an upcoming stop (/prenotazione/conferma confirms it); an address that holds a
 * booking there is mailed the links that change or cancel it.
 */
export default endpoint({
  POST: bookingRequestPost({
    schema: rsvpSchema,
    entry: 'tourEventRsvps',
    subject: STOP_SUBJECT,
    words: { requested: RSVP_MESSAGES.requested, unknown: RSVP_MESSAGES.unknownStop, closed: RSVP_MESSAGES.closed },
    asRequest: (rsvp) => rsvp,
  }),
});

export const config: Config = { path: '/api/tour-events/:id/rsvps' };
