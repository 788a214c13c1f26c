import type { Context } from '@netlify/functions';
import type { AnyObjectSchema, InferType } from 'yup';
import type { FormEntry } from '../../core/api-paths';
import type { ConversionKind } from '../../core/measurement';
import { dayInItaly } from '../../core/rome-time';
import { conversionOrigin } from '../../core/visit-source';
import { DAY_SECONDS, FORM_POLICY } from '../../core/policy';
import { MIN_FILL_TIME_MS, formGuardSchema, type FormGuard } from '../../core/schema/form-guard.schema';
import { getDb, type Db } from '../../db/client';
import { countConversion } from '../../db/queries/metrics.queries';
import { hit } from '../../db/queries/rate-limits.queries';
import { HttpError, clientIp, describeError, readBody, type MethodHandler } from './http';

export const TOO_MANY_REQUESTS = 'Troppe richieste: riprova tra qualche minuto.';
export const TOO_MANY_TODAY = 'Troppi invii da questa connessione per oggi: riprova domani.';
/** A person who really was that quick reads why nothing was sent, and sends it again. */
export const SENT_TOO_FAST = 'Modulo inviato troppo in fretta: controlla i dati e invialo di nuovo.';

export interface FormLimit {
  /** Names the counter in rate_limits. */
  name: string;
  max: number;
  windowSeconds: number;
  /** Submissions one address may store in a day: with the 100 kB body cap, a bound on what it can fill. */
  maxPerDay: number;
}

/**
 * Per address, the limits of core/policy.ts's FORM_POLICY, each under the name of its counter in rate_limits, keyed
 * by the form's entry of the API table (a `guarded` POST): a new form without its limits fails the type check.
 */
export const FORM_LIMITS = {
  contact: { name: 'contact', ...FORM_POLICY.contact },
  photoBoothEmails: { name: 'photo-booth', ...FORM_POLICY.photoBooth },
  newsletterSubscriptions: { name: 'newsletter', ...FORM_POLICY.newsletter },
  tourEventRsvps: { name: 'rsvp', ...FORM_POLICY.rsvp },
  volunteers: { name: 'volunteers', ...FORM_POLICY.volunteers },
  shiftSignups: { name: 'shift-signup', ...FORM_POLICY.shiftSignup },
} as const satisfies { readonly [E in FormEntry]: FormLimit };

/**
 * What each form's stored submission counts as in "Andamento" (docs/decisions/0046), by the page it was sent from,
 * its source and campaign. A booking's request and confirmation, of a stop or a shift, are counted by the booking
 * engine's own statements (requestRsvp, confirmRsvpRequest), which alone know whether they wrote one.
 */
const CONVERSIONS: { readonly [E in FormEntry]: ConversionKind | null } = {
  contact: 'contact',
  photoBoothEmails: 'image',
  newsletterSubscriptions: 'newsletter',
  tourEventRsvps: null,
  volunteers: 'volunteer',
  shiftSignups: null,
};

/** Counts a stored submission as its form's conversion; a failure to count is logged, never the person's problem. */
async function countSubmission(db: Db, entry: FormEntry, submission: object, sourcePage: string | null) {
  const kind = CONVERSIONS[entry];
  if (!kind) return;
  // A form sent from no page the site counts (an API client's) is still counted, under an unknown page.
  const origin = conversionOrigin(
    submission as { utm_source?: string; utm_campaign?: string; ref?: string },
    sourcePage,
  );
  try {
    await countConversion(db, { day: dayInItaly(new Date()), ...origin, kind });
  } catch (error) {
    console.error(`Counting a ${kind} failed: ${describeError(error)}`);
  }
}

/**
 * True when the honeypot is filled: only a bot fills a field people never see, so the caller answers as if it
 * were stored and stores nothing, and the bot learns nothing. A form sent faster than a person can fill it is
 * refused with a 400 the form shows, never a silent drop: a quick person must not be told "sent" for nothing.
 * Otherwise counts the submission against the address's limits and throws 429 above them.
 */
async function isSpam(db: Db, req: Request, context: Context, guard: FormGuard, limit: FormLimit) {
  if ((guard.website ?? '') !== '') return true;
  if (guard.fillTimeMs !== undefined && guard.fillTimeMs < MIN_FILL_TIME_MS) throw new HttpError(400, SENT_TOO_FAST);
  const address = clientIp(req, context);
  if ((await hit(db, `form:${limit.name}:${address}`, limit.windowSeconds)) > limit.max) {
    throw new HttpError(429, TOO_MANY_REQUESTS, undefined, { 'Retry-After': String(limit.windowSeconds) });
  }
  if ((await hit(db, `form:${limit.name}:day:${address}`, DAY_SECONDS)) > limit.maxPerDay) {
    throw new HttpError(429, TOO_MANY_TODAY, undefined, { 'Retry-After': String(DAY_SECONDS) });
  }
  return false;
}

/**
 * What `store` did: its answer, and whether it stored what the form's conversion counts (false for a submission
 * answered as if stored but refused by its own caps: an address that had its mails, a known subscriber).
 */
export interface Stored {
  response: Response;
  converts: boolean;
}

export interface GuardedPost<S extends AnyObjectSchema> {
  /** The entity's shared schema; the form guard's fields (honeypot, fill time) are read beside it. */
  schema: S;
  /** The form's entry of the API table: its submissions count against its FORM_LIMITS. */
  entry: FormEntry;
  /** Stores a person's submission and answers it; `sourcePage` is the page the form was on, for its consents. */
  store: (submission: InferType<S>, db: Db, context: Context, sourcePage: string | null) => Promise<Stored>;
  /** The answer `store` would give, for a bot's submission: nothing is stored, the bot learns nothing. */
  asIfStored: (submission: InferType<S>, context: Context) => Response;
}

/**
 * The POST of a public form: reads the body with the entity's schema and the form guard (400/413/415 as
 * readBody), refuses a form sent too fast (400) or past the address's limits (429), answers a filled honeypot as
 * if stored, and otherwise stores and counts the conversion when `store` stored one. Nothing is written for a
 * refused request but the address's counters: no conversion either.
 */
export function guardedPost<S extends AnyObjectSchema>(form: GuardedPost<S>): MethodHandler {
  const guarded = form.schema.concat(formGuardSchema);
  return async (req, context) => {
    const { website, fillTimeMs, sourcePage, ...rest } = (await readBody(req, guarded)) as InferType<S> & FormGuard;
    const submission = rest as InferType<S>;
    const db = getDb();
    const spam = await isSpam(db, req, context, { website, fillTimeMs }, FORM_LIMITS[form.entry]);
    if (spam) return form.asIfStored(submission, context);
    const { response, converts } = await form.store(submission, db, context, sourcePage ?? null);
    if (converts) {
      // The person does not wait for the statistics: counted after the answer where the platform allows it.
      const counting = countSubmission(db, form.entry, submission, sourcePage ?? null);
      if (context.waitUntil) context.waitUntil(counting);
      else await counting;
    }
    return response;
  };
}
