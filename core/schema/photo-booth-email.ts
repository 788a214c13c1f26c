import * as yup from 'yup';
import { EMAIL_INVALID, email, flag, maxChars, minChars, requiredText, text } from './fields';

export const PHOTO_BOOTH_MESSAGES = {
  nomeCognome: 'Nome e cognome richiesti',
  citta: 'Città richiesta',
  provincia: 'Provincia richiesta',
  provinciaTooLong: 'Massimo 3 caratteri',
  privacy: "Devi accettare l'informativa privacy",
  tooLong: 'Testo troppo lungo (massimo 100 caratteri)',
} as const;

export const PHOTO_BOOTH_FORM_MESSAGES = {
  nomeCognome: 'Inserisci nome e cognome',
  citta: 'Inserisci la città',
  provincia: 'Inserisci la sigla provincia',
  provinciaTooLong: 'Massimo 3 caratteri',
  email: EMAIL_INVALID,
  privacy: "Devi accettare l'informativa privacy",
} as const;

const provincia = (required: string, tooLong: string) =>
  text(required)
    .transform((value: unknown) => (typeof value === 'string' ? value.toUpperCase() : value))
    .required(required)
    .test(minChars(2, required))
    .test(maxChars(3, tooLong))
    .matches(/^[A-Z]+$/, { message: required, excludeEmptyString: true });

/** POST /api/photo-booth-emails: the record stored after an image is generated. */
export const photoBoothRecordSchema = yup.object({
  email: email(),
  nomeCognome: requiredText(1, 100, PHOTO_BOOTH_MESSAGES.nomeCognome, PHOTO_BOOTH_MESSAGES.tooLong),
  citta: requiredText(1, 100, PHOTO_BOOTH_MESSAGES.citta, PHOTO_BOOTH_MESSAGES.tooLong),
  provincia: provincia(PHOTO_BOOTH_MESSAGES.provincia, PHOTO_BOOTH_MESSAGES.provinciaTooLong),
  privacyAccepted: flag(PHOTO_BOOTH_MESSAGES.privacy)
    .required(PHOTO_BOOTH_MESSAGES.privacy)
    .min(1, PHOTO_BOOTH_MESSAGES.privacy),
  marketingConsent: flag().default(0),
});

/** The image generator's form, as the visitor fills it in. */
export const photoBoothFormSchema = yup.object({
  nomeCognome: requiredText(2, 100, PHOTO_BOOTH_FORM_MESSAGES.nomeCognome, PHOTO_BOOTH_MESSAGES.tooLong),
  citta: requiredText(2, 100, PHOTO_BOOTH_FORM_MESSAGES.citta, PHOTO_BOOTH_MESSAGES.tooLong),
  provincia: provincia(PHOTO_BOOTH_FORM_MESSAGES.provincia, PHOTO_BOOTH_FORM_MESSAGES.provinciaTooLong),
  email: email(),
  privacyAccepted: yup.boolean().required(PHOTO_BOOTH_FORM_MESSAGES.privacy).oneOf([true], PHOTO_BOOTH_FORM_MESSAGES.privacy),
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
