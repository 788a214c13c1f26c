import { createHmac } from 'node:crypto';
import { sessionSecret } from '../../server/env';

/**
 * What the activity log keeps of an erased address: its HMAC under a key derived from SESSION_SECRET for this
 * purpose alone. A bare SHA-256 of an address is undone by hashing a list of likely addresses; without the secret
 * the log alone yields nothing, and whoever holds the site can still check that a given address was erased.
 */
const traceKey = () => createHmac('sha256', sessionSecret()).update('erasure-trace').digest();

export const erasureTrace = (email: string): string =>
  createHmac('sha256', traceKey()).update(email.toLowerCase()).digest('hex');
