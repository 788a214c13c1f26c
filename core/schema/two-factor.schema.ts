import * as yup from 'yup';
import { currentPasswordSchema } from './admin.schema';
import { text } from './fields.schema';

/** Wrong codes one sign-in may try after its password: the next try starts again from the password. */
export const SECOND_FACTOR_MAX_WRONG_CODES = 5;

export const TWO_FACTOR_MESSAGES = {
  code: 'Inserisci il codice a 6 cifre dell’app o un codice di recupero',
  currentCode: 'Inserisci il codice a 6 cifre che l’app mostra ora',
  wrongCode: 'Codice non valido',
  voided: `${SECOND_FACTOR_MAX_WRONG_CODES} codici non validi: accesso annullato. Inserisci di nuovo username e password`,
  expired: 'Accesso scaduto: inserisci di nuovo username e password',
  noEnrolment: 'Nessuna attivazione in corso: ricomincia da «Attiva»',
  required: 'La verifica in due passaggi è obbligatoria per il tuo ruolo: non si può disattivare',
  ownFirst: 'Attiva prima la verifica in due passaggi sul tuo account',
  needed: 'Attiva la verifica in due passaggi (sezione «Verifica in due passaggi») per usare quest’area',
} as const;

/** A code from the authenticator app (6 digits) or a recovery code (10 letters and digits, dashes allowed). */
export const twoFactorCodeSchema = yup.object({
  code: text(TWO_FACTOR_MESSAGES.code)
    .required(TWO_FACTOR_MESSAGES.code)
    .matches(/^(\d{6}|[A-Za-z0-9]{4}-?[A-Za-z0-9]{4}-?[A-Za-z0-9]{2})$/, TWO_FACTOR_MESSAGES.code),
});

/** A code the account's authenticator app shows now: 6 digits, never a recovery code. */
const appCode = (message: string) => text(message).matches(/^\d{6}$/, message);

/**
 * POST /api/auth/two-factor: who starts an enrolment proves again who they are, so a borrowed session cannot
 * move the second factor to another phone: the password, and a code from the app in use when it is already on
 * (the function asks for it then).
 */
export const twoFactorStartSchema = yup.object({
  currentPassword: currentPasswordSchema,
  currentCode: appCode(TWO_FACTOR_MESSAGES.currentCode).optional(),
});

/** PUT /api/auth/two-factor: the password again and the new app's first code. */
export const twoFactorConfirmSchema = twoFactorCodeSchema.shape({ currentPassword: currentPasswordSchema });

/** PUT /api/admin/settings: the owner's settings. */
export const adminSettingsSchema = yup.object({
  twoFactorRequired: yup.boolean().strict().typeError('Valore non valido').required('Valore non valido'),
});

/** GET /api/auth/two-factor: the signed-in account's second factor. */
export interface TwoFactorStatus {
  enabled: boolean;
  /** The owner requires it of this account's role. */
  required: boolean;
}

/** POST /api/auth/two-factor: an enrolment to scan, waiting for its first code. */
export interface TwoFactorEnrolment {
  /** The secret as text (base32), for an app that cannot scan. */
  secret: string;
  /** The otpauth:// URI the QR code holds. */
  uri: string;
  /** The QR code, as an SVG document. */
  qrSvg: string;
}

/** The answer of POST /api/login when the account has a second factor: the code comes next. */
export interface SecondFactorNeeded {
  twoFactor: true;
}

export interface AdminSettings {
  twoFactorRequired: boolean;
}

/** One of the signed-in account's sessions, as "Le tue sessioni" lists them. */
export interface AccountSession {
  /** A hash of the session's id: enough to end it, useless as a cookie. */
  id: string;
  /** This browser's. */
  current: boolean;
  userAgent: string | null;
  /** Truncated: IPv4 /24, IPv6 /48. */
  address: string | null;
  createdAt: string | null;
  lastSeen: string | null;
}
