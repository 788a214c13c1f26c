import type { Context } from '@netlify/functions';
import { MIN_FILL_TIME_MS, type FormGuard } from '../../core/schema/form-guard';
import type { Db } from '../../db/client';
import { hit } from '../../db/queries/rate-limits';
import { clientIp } from './auth';
import { HttpError } from './http';

export const TOO_MANY_REQUESTS = 'Troppe richieste: riprova tra qualche minuto.';

export interface FormLimit {
  /** Names the counter in rate_limits. */
  name: string;
  max: number;
  windowSeconds: number;
}

/**
 * Per address. The contact form: 10 messages in 10 minutes, far above a person writing twice, far below a
 * bot. The image generator: 500 sign-ups an hour, because a theatre full of supporters on one Wi-Fi shares
 * one address and signs up by the hundred in an evening. The newsletter: 20 sign-ups in 10 minutes, room for a
 * family or an office on one address, not for a script.
 */
export const FORM_LIMITS = {
  contact: { name: 'contact', max: 10, windowSeconds: 10 * 60 },
  photoBooth: { name: 'photo-booth', max: 500, windowSeconds: 60 * 60 },
  newsletter: { name: 'newsletter', max: 20, windowSeconds: 10 * 60 },
} as const satisfies Record<string, FormLimit>;

/**
 * True when the submission looks like a bot's (honeypot filled, or sent faster than a person can): the caller
 * answers as if it were stored and stores nothing, so the bot learns nothing. Otherwise counts the submission
 * against the address's limit and throws 429 above it.
 */
export async function isSpam(db: Db, req: Request, context: Context, guard: FormGuard, limit: FormLimit) {
  if ((guard.website ?? '') !== '') return true;
  if (guard.fillTimeMs !== undefined && guard.fillTimeMs < MIN_FILL_TIME_MS) return true;
  const hits = await hit(db, `form:${limit.name}:${clientIp(req, context)}`, limit.windowSeconds);
  if (hits > limit.max) {
    throw new HttpError(429, TOO_MANY_REQUESTS, undefined, { 'Retry-After': String(limit.windowSeconds) });
  }
  return false;
}
