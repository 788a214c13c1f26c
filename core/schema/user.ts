import * as yup from 'yup';

export const LOGIN_MESSAGES = {
  username: 'Username richiesto',
  password: 'Password richiesta',
  invalidCredentials: 'Credenziali non valide',
} as const;

/** POST /api/login and the "Area Riservata" form. */
export const loginSchema = yup.object({
  username: yup.string().trim().required(LOGIN_MESSAGES.username).min(3, LOGIN_MESSAGES.username).max(100, LOGIN_MESSAGES.username),
  password: yup.string().required(LOGIN_MESSAGES.password).min(6, LOGIN_MESSAGES.password).max(200, LOGIN_MESSAGES.password),
});

export type LoginInput = yup.InferType<typeof loginSchema>;

/** Rules for a password an admin chooses: longer than the login minimum, within bcrypt's 72-byte input. */
export const NEW_PASSWORD_MESSAGES = {
  tooShort: 'La password deve contenere almeno 10 caratteri',
  tooLong: 'La password può contenere al massimo 72 byte',
} as const;

export const newPasswordSchema = yup
  .string()
  .required(NEW_PASSWORD_MESSAGES.tooShort)
  .min(10, NEW_PASSWORD_MESSAGES.tooShort)
  .test('bcrypt-limit', NEW_PASSWORD_MESSAGES.tooLong, (value) => value == null || new TextEncoder().encode(value).length <= 72);

/** The current user as GET /api/auth/user returns it: never the password hash. */
export interface User {
  id: string;
  username: string;
  email: string | null;
  firstName: string | null;
  lastName: string | null;
  createdAt: string;
  updatedAt: string;
}
