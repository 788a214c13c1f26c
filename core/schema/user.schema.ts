import * as yup from 'yup';
import { fitsBcrypt, minChars, rawText, requiredText } from './fields.schema';

export const LOGIN_MESSAGES = {
  username: 'Username richiesto',
  password: 'Password richiesta',
  invalidCredentials: 'Credenziali non valide',
} as const;

/** An account's username: 3 to 100 characters (the users table's check). */
export const usernameField = () => requiredText(3, 100, LOGIN_MESSAGES.username, LOGIN_MESSAGES.username);

/** POST /api/login and the "Area Riservata" form. */
export const loginSchema = yup.object({
  username: usernameField(),
  // bcrypt compares only the first 72 bytes: a longer password is refused here as it is when chosen.
  password: rawText(LOGIN_MESSAGES.password)
    .required(LOGIN_MESSAGES.password)
    .test(minChars(6, LOGIN_MESSAGES.password))
    .test('bcrypt-limit', LOGIN_MESSAGES.password, (value) => value == null || fitsBcrypt(value)),
});

export type LoginInput = yup.InferType<typeof loginSchema>;

/** Rules for a password an admin chooses: longer than the login minimum, within bcrypt's 72-byte input. */
export const NEW_PASSWORD_MESSAGES = {
  tooShort: 'La password deve contenere almeno 10 caratteri',
  tooLong: 'La password può contenere al massimo 72 byte',
} as const;

export const newPasswordSchema = rawText(NEW_PASSWORD_MESSAGES.tooShort)
  .required(NEW_PASSWORD_MESSAGES.tooShort)
  .test(minChars(10, NEW_PASSWORD_MESSAGES.tooShort))
  .test('bcrypt-limit', NEW_PASSWORD_MESSAGES.tooLong, (value) => value == null || fitsBcrypt(value));

/** The roles an admin account can hold (core/schema/admin-account.schema.ts says what each may do). */
export const ADMIN_ROLES = ['owner', 'editor', 'inbox'] as const;
export type AdminRole = (typeof ADMIN_ROLES)[number];

/** The current user as GET /api/auth/user returns it: never the password hash. */
export interface User {
  id: string;
  username: string;
  role: AdminRole;
  /** Signs in with a code from an authenticator app too (TOTP). */
  twoFactor: boolean;
  email: string | null;
  firstName: string | null;
  lastName: string | null;
  createdAt: string;
  updatedAt: string;
}
