import type { Config } from '@netlify/functions';
import { RSVP_MESSAGES, waitingMessage } from '../../core/schema/rsvp.schema';
import { STOP_SUBJECT } from '../../db/queries/booking-subjects';
import { confirmLink } from '../_lib/booking-links';
import { endpoint } from '../_lib/http';

/**
 * The link of a booking request's mail (/prenotazione/conferma): GET shows the stop, the people and the booking it
 * would change; only the page's button POSTs, which confirms (functions/_lib/booking-links.ts).
 */
export default endpoint(
  confirmLink({ subject: STOP_SUBJECT, key: 'stop', words: { ...RSVP_MESSAGES, waiting: waitingMessage } }),
);

export const config: Config = { path: '/api/rsvps/confirm' };
