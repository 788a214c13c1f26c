import type { Config } from '@netlify/functions';
import { SHIFT_MESSAGES, shiftSignupSchema } from '../../core/schema/shift.schema';
import { SHIFT_SUBJECT } from '../../db/queries/booking-subjects';
import { bookingRequestPost } from '../_lib/booking-request';
import { endpoint } from '../_lib/http';

/** "Mi prendo il turno": a booking request of the engine, of a shift, for one person (/turni/conferma confirms it). */
export default endpoint({
  POST: bookingRequestPost({
    schema: shiftSignupSchema,
    entry: 'shiftSignups',
    subject: SHIFT_SUBJECT,
    words: { requested: SHIFT_MESSAGES.requested, unknown: SHIFT_MESSAGES.unknownShift, closed: SHIFT_MESSAGES.closed },
    asRequest: (signup) => ({ ...signup, people: 1 }),
  }),
});

export const config: Config = { path: '/api/shifts/:id/signups' };
