import * as yup from 'yup';
import { INVALID_VALUE, finiteNumber, text } from './fields';

/**
 * What the public forms add to their bodies against bots: a honeypot field people never see (a bot filling
 * every input fills it) and how long the form was open before it was sent. Both optional, so API clients that
 * send neither still work; the per-address rate limit covers them.
 */
export const formGuardSchema = yup.object({
  website: text(INVALID_VALUE).optional(),
  fillTimeMs: finiteNumber(INVALID_VALUE).optional(),
});

export type FormGuard = yup.InferType<typeof formGuardSchema>;

/** Faster than this, nobody has read and filled the form: a script has. */
export const MIN_FILL_TIME_MS = 2000;
