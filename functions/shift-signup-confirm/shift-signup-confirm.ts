import type { Config } from '@netlify/functions';
import { SHIFT_LINK_WORDS } from '../../core/schema/shift.schema';
import { SHIFT_SUBJECT } from '../../db/queries/booking-subjects';
import { confirmLink } from '../_lib/booking-links';
import { endpoint } from '../_lib/http';

/**
 * The link of a shift sign-up's mail (/turni/conferma): GET shows the shift; only the page's button POSTs, which
 * confirms it, a place or a place in line (functions/_lib/booking-links.ts). A stop's link confirms nothing here.
 */
export default endpoint(confirmLink({ subject: SHIFT_SUBJECT, key: 'shift', words: SHIFT_LINK_WORDS }));

export const config: Config = { path: '/api/shift-signups/confirm' };
