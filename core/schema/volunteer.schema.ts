import * as yup from 'yup';
import { VOLUNTEER_POLICY, spanInWords } from '../policy';
import { venetoComune } from '../veneto-comuni';
import type { Invitation } from '../referral';
import { email, flag, optionalText, requiredText, text } from './fields.schema';
import { attributionFields } from './attribution.schema';
import { listRepresentativeFields } from './list-representative.schema';

const CONFIRM_LINK_LASTS = spanInWords(VOLUNTEER_POLICY.confirmLinkHours, 'hours');

/** What a volunteer can offer to do, as the form lists them: the value on the wire, and its label. */
export const VOLUNTEER_ACTIVITIES = {
  banchetti: 'Banchetti e gazebo',
  volantinaggio: 'Volantinaggio',
  eventi: 'Accoglienza agli eventi',
  telefonate: 'Telefonate',
  social: 'Social network',
  'rappresentante-di-lista': 'Rappresentante di lista ai seggi',
} as const;

export type VolunteerActivity = keyof typeof VOLUNTEER_ACTIVITIES;

export const ACTIVITY_VALUES = Object.keys(VOLUNTEER_ACTIVITIES) as VolunteerActivity[];

export const VOLUNTEER_MESSAGES = {
  name: 'Il nome deve contenere almeno 2 caratteri',
  nameTooLong: 'Il nome può contenere al massimo 200 caratteri',
  phone: 'Il telefono può contenere al massimo 40 caratteri',
  comune: 'Scegli un comune del Veneto dalla lista',
  activities: "Scegli almeno un'attività",
  availability: 'La disponibilità può contenere al massimo 1000 caratteri',
  privacy: 'Per offrirti come volontario/a devi acconsentire al trattamento dei tuoi dati',
  /** The one answer to every sign-up, new, pending or confirmed: it tells nobody which addresses are known. */
  requested: `Controlla la tua email: ti abbiamo scritto come confermare la tua disponibilità. Il link vale ${CONFIRM_LINK_LASTS}; se non arriva, guarda nella posta indesiderata.`,
  confirmed: 'Grazie! Sei tra i volontari della campagna: ti contatteremo per organizzare le attività che hai scelto.',
  linkUsed: 'Questo link è già stato usato: la tua disponibilità è già confermata.',
  linkExpired: `Questo link è scaduto: vale ${CONFIRM_LINK_LASTS}. Compila di nuovo il modulo della pagina Volontari.`,
  linkInvalid: "Link non valido: usa il link dell'ultima email che hai ricevuto per confermare la tua disponibilità.",
} as const;

/**
 * POST /api/volunteers and the /volontari form. Offering time to a campaign reveals a political opinion (GDPR art.
 * 9(2)(a)): the consent is explicit and required, and its proof is written when the address confirms by its link.
 */
export const volunteerSchema = yup.object({
  ...attributionFields,
  name: requiredText(2, 200, VOLUNTEER_MESSAGES.name, VOLUNTEER_MESSAGES.nameTooLong),
  email: email(),
  /** Free text, as the booking's: "333 1234567 dopo le 18" is a phone number people write. */
  phone: optionalText(40, VOLUNTEER_MESSAGES.phone),
  comune: text(VOLUNTEER_MESSAGES.comune)
    .required(VOLUNTEER_MESSAGES.comune)
    .test('veneto', VOLUNTEER_MESSAGES.comune, (value) => value == null || venetoComune(value) !== undefined),
  // One message for the whole list, whatever is wrong in it: the form shows it once, under the checkboxes.
  activities: yup
    .mixed<VolunteerActivity[]>((value): value is VolunteerActivity[] => Array.isArray(value))
    .typeError(VOLUNTEER_MESSAGES.activities)
    .required(VOLUNTEER_MESSAGES.activities)
    .test(
      'activities',
      VOLUNTEER_MESSAGES.activities,
      (values) =>
        Array.isArray(values) &&
        values.length > 0 &&
        new Set(values).size === values.length &&
        values.every((value) => ACTIVITY_VALUES.includes(value)),
    ),
  availability: optionalText(1000, VOLUNTEER_MESSAGES.availability),
  // A rappresentante di lista's birth date and place, electoral comune and section (issue 41).
  ...listRepresentativeFields,
  privacyAccepted: flag(VOLUNTEER_MESSAGES.privacy)
    .required(VOLUNTEER_MESSAGES.privacy)
    .min(1, VOLUNTEER_MESSAGES.privacy),
});

export type VolunteerInput = yup.InferType<typeof volunteerSchema>;

export type VolunteerStatus = 'pending' | 'confirmed';

/** A volunteer as the admins read it (the panel's list and its CSV). */
export interface Volunteer {
  id: number;
  name: string;
  email: string;
  phone: string | null;
  comune: string;
  /** The comune's ISTAT code, what the list's `?comune=` filter takes. */
  comuneCode: string;
  activities: VolunteerActivity[];
  availability: string | null;
  /** pending until the address confirms from the mail's link. */
  status: VolunteerStatus;
  createdAt: string;
  confirmedAt: string | null;
}

/** The answer of a sign-up (202, the same for every address). */
export interface VolunteerReply {
  message: string;
}

/** The answer of a confirmation: the volunteer's own link ("Porta un amico"). */
export interface VolunteerConfirmReply extends VolunteerReply {
  invitation: Invitation;
}

/** GET /api/volunteers/confirm?t=…, the link reached again once used: the volunteer's link and whom it brought. */
export interface VolunteerPage {
  invitation: Invitation;
}

/** What a confirmation link did, as a newsletter's: the page shows each in its own words. */
export type { NewsletterConfirmationOutcome as VolunteerConfirmationOutcome } from './newsletter-subscription.schema';
