import type { NewsletterConfirmationOutcome } from '../../core/schema/newsletter-subscription.schema';
import { HttpError } from './http';

/** The words of a sign-up's confirmation link that confirms nothing. */
export interface LinkRefusalWords {
  linkUsed: string;
  linkExpired: string;
  linkInvalid: string;
}

/**
 * A confirmation link that confirmed nothing (db/queries/confirm-links.queries.ts), refused in its words: already
 * used (409), expired (410), unknown or replaced by a newer link (404).
 */
export function refuseLink(
  outcome: Exclude<NewsletterConfirmationOutcome, 'confirmed'>,
  words: LinkRefusalWords,
): never {
  const refusals = {
    used: [409, words.linkUsed],
    expired: [410, words.linkExpired],
    invalid: [404, words.linkInvalid],
  } as const;
  const [status, message] = refusals[outcome];
  throw new HttpError(status, message);
}
