import * as yup from 'yup';
import { email, flag, maxChars, minChars, requiredText, text } from './fields.schema';
import { attributionFields } from './attribution.schema';

/**
 * SPEC.md section 5 words the same rules twice: for the stored record ("Photo booth record") and for the
 * visitor filling in the image generator's form ("Event (image generator) form"), which asks in its own words.
 */
export const PHOTO_BOOTH_MESSAGES = {
  nomeCognome: 'Nome e cognome richiesti',
  citta: 'Città richiesta',
  provincia: 'Provincia richiesta',
  provinciaTooLong: 'Massimo 3 caratteri',
  privacy: "Devi accettare l'informativa privacy",
  tooLong: 'Testo troppo lungo (massimo 100 caratteri)',
  form: {
    nomeCognome: 'Inserisci nome e cognome',
    citta: 'Inserisci la città',
    provincia: 'Inserisci la sigla provincia',
  },
} as const;

/** Name and city: required text of at most 100 characters, at least `min`. */
const nameText = (min: number, required: string) => requiredText(min, 100, required, PHOTO_BOOTH_MESSAGES.tooLong);

const provincia = (required: string) =>
  text(required)
    .transform((value: unknown) => (typeof value === 'string' ? value.toUpperCase() : value))
    .required(required)
    .test(minChars(2, required))
    .test(maxChars(3, PHOTO_BOOTH_MESSAGES.provinciaTooLong));

/** POST /api/photo-booth-emails: the record stored after an image is generated. */
export const photoBoothRecordSchema = yup.object({
  ...attributionFields,
  email: email(),
  nomeCognome: nameText(1, PHOTO_BOOTH_MESSAGES.nomeCognome),
  citta: nameText(1, PHOTO_BOOTH_MESSAGES.citta),
  provincia: provincia(PHOTO_BOOTH_MESSAGES.provincia),
  privacyAccepted: flag(PHOTO_BOOTH_MESSAGES.privacy)
    .required(PHOTO_BOOTH_MESSAGES.privacy)
    .min(1, PHOTO_BOOTH_MESSAGES.privacy),
  marketingConsent: flag().default(0),
});

/**
 * The image generator's form: the record's rules plus what only the form adds — at least 2 characters for name
 * and city, the form's wording, and the consents as checkboxes (the record's cast turns them into 0/1).
 * Required messages are rebuilt rather than chained, because yup would keep the record's beside the form's.
 */
export const photoBoothFormSchema = photoBoothRecordSchema.shape({
  nomeCognome: nameText(2, PHOTO_BOOTH_MESSAGES.form.nomeCognome),
  citta: nameText(2, PHOTO_BOOTH_MESSAGES.form.citta),
  provincia: provincia(PHOTO_BOOTH_MESSAGES.form.provincia),
  privacyAccepted: yup.boolean().required(PHOTO_BOOTH_MESSAGES.privacy).oneOf([true], PHOTO_BOOTH_MESSAGES.privacy),
  marketingConsent: yup.boolean().default(false),
});

export type PhotoBoothRecordInput = yup.InferType<typeof photoBoothRecordSchema>;
export type PhotoBoothFormValues = yup.InferType<typeof photoBoothFormSchema>;

export interface PhotoBoothEmail {
  id: number;
  email: string;
  nomeCognome: string;
  citta: string;
  provincia: string;
  privacyAccepted: 0 | 1;
  marketingConsent: 0 | 1;
  createdAt: string;
}
