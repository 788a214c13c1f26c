import * as yup from 'yup';
import { normaliseCheckInCode } from '../check-in-code';
import { isPersonalCode } from '../personal-code';
import { EMAIL_INVALID, flag, optionalText, requiredText, wholeNumber } from './fields.schema';
import { isEmailAddress } from '../email-address';
import { MAX_PEOPLE } from './rsvp.schema';

export const CHECK_IN_MESSAGES = {
  code: 'Codice non valido: sono 8 tra lettere e cifre, come nella email di conferma',
  unknownCode: 'Codice non trovato: controlla di averlo letto bene',
  waiting: "Questa prenotazione è in lista d'attesa: non ha un posto confermato",
  subject: 'Scegli una tappa o un turno',
  both: 'Indica un codice oppure una tappa o un turno, non entrambi',
  name: 'Il nome deve contenere almeno 2 caratteri',
  nameTooLong: 'Il nome può contenere al massimo 200 caratteri',
  people: `Indica quante persone sono, da 1 a ${MAX_PEOPLE}`,
  emailWithoutConsent: "Per lasciare l'email serve il consenso a ricevere il ringraziamento",
  unknownSubject: 'Tappa o turno non trovato',
  tooManyWrongCodes:
    'Troppi codici sbagliati: aspetta qualche minuto prima di riprovare, oppure cerca la persona per nome.',
} as const;

const subjectId = () => wholeNumber(1, 2_147_483_647, CHECK_IN_MESSAGES.subject).optional();

/**
 * POST /api/admin/check-ins and the door's forms: a booking's code (`{ code }`), or a walk-in at a stop or a shift
 * (`{ tourEventId | shiftId, name, people, email?, privacyAccepted? }`), whose email is kept only with the consent to
 * be thanked after the stop.
 */
export const checkInSchema = yup.object({
  code: yup
    .string()
    .transform((_value: unknown, original: unknown) =>
      typeof original === 'string' ? normaliseCheckInCode(original) : original,
    )
    .typeError(CHECK_IN_MESSAGES.code)
    .test('shape', CHECK_IN_MESSAGES.code, (value) => value == null || isPersonalCode(value))
    .optional(),
  tourEventId: subjectId().test('one-subject', CHECK_IN_MESSAGES.subject, function (value) {
    const { code, shiftId } = this.parent as { code?: string; shiftId?: number };
    if (code != null) return value == null || this.createError({ message: CHECK_IN_MESSAGES.both });
    return (value == null) !== (shiftId == null);
  }),
  shiftId: subjectId().test('with-code', CHECK_IN_MESSAGES.both, function (value) {
    return value == null || (this.parent as { code?: string }).code == null;
  }),
  name: requiredText(2, 200, CHECK_IN_MESSAGES.name, CHECK_IN_MESSAGES.nameTooLong)
    .optional()
    .when('code', {
      is: (code: unknown) => code == null,
      then: (schema) => schema.required(CHECK_IN_MESSAGES.name),
    }),
  people: wholeNumber(1, MAX_PEOPLE, CHECK_IN_MESSAGES.people)
    .optional()
    .when('code', {
      is: (code: unknown) => code == null,
      then: (schema) => schema.required(CHECK_IN_MESSAGES.people),
    }),
  email: optionalText(254, EMAIL_INVALID)
    .test('email', EMAIL_INVALID, (value) => value == null || isEmailAddress(value))
    .test('consent', CHECK_IN_MESSAGES.emailWithoutConsent, function (value) {
      return value == null || (this.parent as { privacyAccepted?: number }).privacyAccepted === 1;
    }),
  privacyAccepted: flag().optional(),
});

export type CheckInInput = yup.InferType<typeof checkInSchema>;

/** A stop or a shift, as the door and the attendance name it. */
export interface CheckInSubject {
  kind: 'stop' | 'shift';
  id: number;
  title: string;
  /** YYYY-MM-DD. */
  date: string;
  /** As written for a stop ("ore 18"), "09:00–12:00" for a shift; null when a stop names none. */
  time: string | null;
  place: string;
}

/** The answer of a check-in, the first time; a second is a 409 whose `previous` is the first's. */
export interface CheckInReply {
  message: string;
  name: string;
  people: number;
  walkIn: boolean;
  subject: CheckInSubject;
  checkedInAt: string;
  checkedInBy: string;
}

/** A confirmed person of a stop or shift, for the door's search by name: their code, and whether they came. */
export interface DoorPerson {
  rsvpId: number;
  name: string;
  people: number;
  code: string;
  checkedInAt: string | null;
}

/** One row of GET /api/admin/attendance. */
export interface AttendanceRow extends CheckInSubject {
  confirmedPeople: number;
  checkedInPeople: number;
  walkInPeople: number;
  /** Confirmed and not checked in: known only once the stop or shift is over, 0 before its day ends. */
  noShowPeople: number;
}
