import * as yup from 'yup';
import { email, flag, minChars, optionalText, requiredText, text } from './fields.schema';
import { attributionFields } from './attribution.schema';

export const CONTACT_MESSAGES = {
  name: 'Il nome deve contenere almeno 2 caratteri',
  nameTooLong: 'Il nome può contenere al massimo 200 caratteri',
  phone: 'Il telefono può contenere al massimo 40 caratteri',
  message: 'Il messaggio deve contenere almeno 10 caratteri',
  /** SPEC.md sets no maximum: only the API's 100 kB body cap (413) stops a message, and the form says so here. */
  messageTooLong: 'Il messaggio è troppo lungo',
  privacy: "Devi accettare l'informativa privacy",
} as const;

/** POST /api/contact and the "Invia un messaggio" form. */
export const contactSchema = yup.object({
  ...attributionFields,
  name: requiredText(2, 200, CONTACT_MESSAGES.name, CONTACT_MESSAGES.nameTooLong),
  email: email(),
  /** Free text as SPEC.md section 3 leaves it: "333 1234567 int. 2" is a phone number people write. */
  phone: optionalText(40, CONTACT_MESSAGES.phone),
  message: text(CONTACT_MESSAGES.message)
    .required(CONTACT_MESSAGES.message)
    .test(minChars(10, CONTACT_MESSAGES.message)),
  privacyAccepted: flag(CONTACT_MESSAGES.privacy).required(CONTACT_MESSAGES.privacy).min(1, CONTACT_MESSAGES.privacy),
  marketingConsent: flag().default(0),
});

export type ContactInput = yup.InferType<typeof contactSchema>;

export interface ContactSubmission {
  id: number;
  name: string;
  email: string;
  phone: string | null;
  message: string;
  privacyAccepted: 0 | 1;
  marketingConsent: 0 | 1;
  createdAt: string;
}
