import type { Context } from '@netlify/functions';
import type { AnyObjectSchema, InferType } from 'yup';
import type { FormEntry } from '../../core/api-paths';
import { dayInItaly } from '../../core/rome-time';
import type { RsvpInput } from '../../core/schema/rsvp.schema';
import type { BookingSubject } from '../../db/queries/booking-subjects';
import { requestRsvp } from '../../db/queries/rsvp-requests.queries';
import { HttpError, idParam, json, type MethodHandler } from './http';
import { newConfirmationToken } from './mail/mail-links';
import { sendSoon } from './mail/outbox-delivery';
import { guardedPost } from './spam-guard';

/** What one subject's request says: its one answer, and the two facts of the subject that refuse it. */
interface RequestWords {
  requested: string;
  unknown: string;
  closed: string;
}

interface BookingRequest<S extends AnyObjectSchema> {
  schema: S;
  entry: FormEntry;
  subject: BookingSubject;
  words: RequestWords;
  /** The engine's request from the form's fields (a shift's sign-up is one person). */
  asRequest: (submission: InferType<S>) => RsvpInput;
}

/**
 * The POST of a booking request, of a stop ("Ci sarò") or of a shift ("Mi prendo il turno"): it takes no place,
 * but mails the address the link whose click confirms it, within the caps of core/policy.ts. It answers 202 with
 * one sentence whatever the address holds and whatever the subject has left (a bot's too), so it tells nobody who
 * booked; an unknown subject answers 404 and a done or past one 409: facts of the subject, not of anyone's booking.
 */
export function bookingRequestPost<S extends AnyObjectSchema>(form: BookingRequest<S>): MethodHandler {
  const { subject, words } = form;
  const requested = () => json({ message: words.requested }, 202);
  const idOf = (context: Context) => {
    try {
      return idParam(context);
    } catch {
      throw new HttpError(404, words.unknown);
    }
  };
  return guardedPost({
    schema: form.schema,
    entry: form.entry,
    store: async (submission, db, context, sourcePage) => {
      const id = idOf(context);
      const token = newConfirmationToken('rsvp-confirm');
      const today = dayInItaly(new Date());
      const result = await requestRsvp(db, id, form.asRequest(submission), token, today, sourcePage, subject);
      if (result.outcome === 'unknown') throw new HttpError(404, words.unknown);
      if (result.outcome === 'closed') throw new HttpError(409, words.closed);
      if (result.outcome === 'mailed') sendSoon(context, db, result.mailIds);
      // requestRsvp counted the request it wrote, in its own statement.
      return { response: requested(), converts: false };
    },
    asIfStored: requested,
  });
}
