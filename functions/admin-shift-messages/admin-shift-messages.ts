import type { Config } from '@netlify/functions';
import { SHIFT_SUBJECT } from '../../db/queries/booking-subjects';
import { bookingMessagePost } from '../_lib/booking-message';
import { endpoint } from '../_lib/http';

/**
 * "Scrivi ai volontari del turno" (titolare, redazione, who run the shifts): an operational message about a shift
 * to its confirmed volunteers, as a stop's bookings are written to (functions/_lib/booking-message.ts).
 */
export default endpoint({ POST: bookingMessagePost(SHIFT_SUBJECT, 'content') });

export const config: Config = { path: '/api/admin/shifts/:id/messages' };
