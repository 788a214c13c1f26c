import type { Config } from '@netlify/functions';
import { STOP_SUBJECT } from '../../db/queries/booking-subjects';
import { bookingMessagePost } from '../_lib/booking-message';
import { endpoint } from '../_lib/http';

/**
 * "Scrivi ai prenotati" (titolare, segreteria): a subject and a text to every confirmed booking of a stop
 * (functions/_lib/booking-message.ts), campaign mail that waits during the electoral silence.
 */
export default endpoint({ POST: bookingMessagePost(STOP_SUBJECT, 'inbox') });

export const config: Config = { path: '/api/admin/tour-events/:id/messages' };
