import type { Config } from '@netlify/functions';
import { RSVP_MESSAGES, waitingMessage } from '../../core/schema/rsvp.schema';
import { STOP_SUBJECT } from '../../db/queries/booking-subjects';
import { cancelLink } from '../_lib/booking-links';
import { endpoint } from '../_lib/http';

/**
 * The cancel link of every mail about a booking (/prenotazione/annulla), without login: GET names it, only the
 * page's button POSTs, which cancels it; the one-click of RFC 8058 only stops its mail (functions/_lib/booking-links.ts).
 */
export default endpoint(
  cancelLink({ subject: STOP_SUBJECT, key: 'stop', words: { ...RSVP_MESSAGES, waiting: waitingMessage } }),
);

export const config: Config = { path: '/api/rsvps/cancel' };
