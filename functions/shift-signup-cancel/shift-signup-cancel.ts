import type { Config } from '@netlify/functions';
import { SHIFT_LINK_WORDS } from '../../core/schema/shift.schema';
import { SHIFT_SUBJECT } from '../../db/queries/booking-subjects';
import { cancelLink } from '../_lib/booking-links';
import { endpoint } from '../_lib/http';

/**
 * The cancel link of every mail about a shift's sign-up (/turni/annulla): GET names it, only the page's button POSTs,
 * which cancels it and gives its place to the first in line (functions/_lib/booking-links.ts).
 */
export default endpoint(cancelLink({ subject: SHIFT_SUBJECT, key: 'shift', words: SHIFT_LINK_WORDS }));

export const config: Config = { path: '/api/shift-signups/cancel' };
