import * as yup from 'yup';
import { BOOKING_POLICY, SHIFT_POLICY, spanInWords } from '../policy';
import { romeInstant } from '../rome-time';
import { SILENCE_LAW, overlapsElectoralSilence } from '../vote-calendar';
import { email, flag, isoDate, optionalText, requiredText, text, wholeNumber } from './fields.schema';
import { RSVP_MESSAGES, requestedMessage } from './rsvp.schema';
import type { RsvpStatus } from '../booking-words';
import { SHIFT_ACTIVITIES, type ShiftActivity } from '../shift-words';
import { attributionFields } from './attribution.schema';

const { maxCapacity } = SHIFT_POLICY;

export const SHIFT_MESSAGES = {
  title: 'Il titolo deve contenere almeno 2 caratteri',
  titleTooLong: 'Il titolo può contenere al massimo 200 caratteri',
  activity: "Scegli l'attività del turno",
  place: 'Il luogo deve contenere almeno 2 caratteri',
  placeTooLong: 'Il luogo può contenere al massimo 200 caratteri',
  comune: 'Il comune deve contenere almeno 2 caratteri',
  comuneTooLong: 'Il comune può contenere al massimo 100 caratteri',
  date: 'Inserisci una data valida',
  start: "Inserisci l'ora di inizio (per esempio 09:30)",
  end: "Inserisci l'ora di fine (per esempio 12:30)",
  endBeforeStart: "L'ora di fine deve venire dopo l'ora di inizio",
  capacity: `I posti devono essere un numero intero da 1 a ${maxCapacity}`,
  /** A banchetto is propaganda in the street: none while the law forbids it. */
  silence: `${SILENCE_LAW}: un turno di banchetti non può cadere in quei giorni.`,
  unknownShift: 'Turno non trovato',
  closed: 'Questo turno si è già svolto: non è più possibile prenotarsi.',
  privacy: 'Per prenderti il turno devi acconsentire a essere contattato/a per questo turno',
  requested: requestedMessage('il turno'),
  confirmed: 'Turno confermato: grazie! Ti abbiamo scritto una email con il turno e il link per annullare.',
  cancelled: 'Turno annullato',
  alreadyCancelled: 'Questo turno era già stato annullato.',
  linkUsed: "Questo link è già stato usato. Trovi il tuo turno nell'ultima email che ti abbiamo scritto.",
  confirmLinkInvalid: "Link non valido: usa il link dell'ultima email che hai ricevuto per confermare il turno.",
  linkInvalid: "Link non valido: usa il link dell'ultima email che hai ricevuto per questo turno.",
  linkExpired: `Questo link è scaduto: vale ${spanInWords(BOOKING_POLICY.confirmLinkHours, 'hours')}. Prenditi di nuovo il turno dalla pagina dei volontari.`,
  mailsStopped: 'Non riceverai altre email su questo turno. Il turno resta tuo.',
} as const;

/** What the pages of a sign-up's links say (functions/_lib/booking-links.ts). */
export const SHIFT_LINK_WORDS = {
  ...SHIFT_MESSAGES,
  waiting: (position: number) =>
    `Sei in lista d'attesa, in posizione ${position}: se si libera un posto ti confermiamo subito il turno e ti scriviamo.`,
};

/** A clock time as the panel's time input gives it: 09:30. */
const isClockTime = (value: unknown): value is string =>
  typeof value === 'string' && /^([01]\d|2[0-3]):[0-5]\d$/.test(value);

const clockTime = (message: string) =>
  text(message)
    .required(message)
    .test('clock', message, (value) => value == null || isClockTime(value));

/** POST and PUT /api/admin/shifts and the panel's shift form. */
export const shiftSchema = yup
  .object({
    title: requiredText(2, 200, SHIFT_MESSAGES.title, SHIFT_MESSAGES.titleTooLong),
    activity: text(SHIFT_MESSAGES.activity)
      .required(SHIFT_MESSAGES.activity)
      .oneOf([...SHIFT_ACTIVITIES], SHIFT_MESSAGES.activity),
    place: requiredText(2, 200, SHIFT_MESSAGES.place, SHIFT_MESSAGES.placeTooLong),
    comune: requiredText(2, 100, SHIFT_MESSAGES.comune, SHIFT_MESSAGES.comuneTooLong),
    date: isoDate(SHIFT_MESSAGES.date).required(SHIFT_MESSAGES.date),
    start: clockTime(SHIFT_MESSAGES.start),
    end: clockTime(SHIFT_MESSAGES.end).test(
      'after-start',
      SHIFT_MESSAGES.endBeforeStart,
      (end, context) => !end || !context.parent.start || end > context.parent.start,
    ),
    capacity: wholeNumber(1, maxCapacity, SHIFT_MESSAGES.capacity).required(SHIFT_MESSAGES.capacity),
  })
  .test('silence', SHIFT_MESSAGES.silence, (shift, context) => {
    // Runs on what was sent even when a field was refused: a start or an end of the wrong type is no time to read.
    if (shift.activity !== 'banchetti' || !shift.date || !isClockTime(shift.start) || !isClockTime(shift.end))
      return true;
    if (!overlapsElectoralSilence(romeInstant(shift.date, shift.start), romeInstant(shift.date, shift.end)))
      return true;
    return context.createError({ path: 'date', message: SHIFT_MESSAGES.silence });
  });

export type ShiftInput = yup.InferType<typeof shiftSchema>;

/** A shift as the public reads it: never who signed up. */
export interface PublicShift {
  id: number;
  title: string;
  activity: ShiftActivity;
  place: string;
  comune: string;
  /** YYYY-MM-DD */
  date: string;
  /** HH:MM, Italian time */
  start: string;
  end: string;
  capacity: number;
  placesLeft: number;
  /** 1 when its places are taken: a sign-up joins the waiting list. */
  full: 0 | 1;
}

/** A shift as the panel reads it: with its version (If-Match) and its sign-ups' counts. */
export interface Shift extends PublicShift {
  version: number;
  confirmed: number;
  waiting: number;
  pending: number;
  createdAt: string;
}

/** A shift as the mails about it show it, as it was when they were queued. */
export type ShiftSnapshot = Pick<
  PublicShift,
  'id' | 'title' | 'activity' | 'place' | 'comune' | 'date' | 'start' | 'end'
>;

/** One sign-up as the panel lists it under its shift. */
export interface ShiftSignup {
  id: number;
  name: string;
  email: string;
  phone: string | null;
  status: RsvpStatus;
  position: number | null;
  createdAt: string;
}

/** POST /api/shifts/{id}/signups and the "Mi prendo il turno" form: one person, confirmed by the mailed link. */
export const shiftSignupSchema = yup.object({
  ...attributionFields,
  name: requiredText(2, 200, RSVP_MESSAGES.name, RSVP_MESSAGES.nameTooLong),
  email: email(),
  phone: optionalText(40, RSVP_MESSAGES.phone),
  privacyAccepted: flag(SHIFT_MESSAGES.privacy).required(SHIFT_MESSAGES.privacy).min(1, SHIFT_MESSAGES.privacy),
});

export type ShiftSignupInput = yup.InferType<typeof shiftSignupSchema>;
