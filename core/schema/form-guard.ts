import * as yup from 'yup';
import { INVALID_VALUE, finiteNumber, maxChars, text } from './fields';

/**
 * What the public forms add to their bodies: against bots, a honeypot field people never see (a bot filling every
 * input fills it) and how long the form was open before it was sent; for the proof of a consent, the site's page
 * the form was on (core/schema/consent.ts). All optional, so API clients that send none still work; the
 * per-address rate limit covers them.
 */
export const formGuardSchema = yup.object({
  website: text(INVALID_VALUE).optional(),
  fillTimeMs: finiteNumber(INVALID_VALUE).optional(),
  sourcePage: text(INVALID_VALUE)
    .optional()
    .matches(/^\/\S*$/, INVALID_VALUE)
    .test(maxChars(300, INVALID_VALUE)),
});

export type FormGuard = yup.InferType<typeof formGuardSchema>;

/** Faster than this, nobody has read and filled the form: a script has. */
export const MIN_FILL_TIME_MS = 2000;
