/**
 * A valid email address as the HTML standard defines it for `<input type="email">` (the pattern yup's `email()`
 * applies), at most 254 characters. The one rule for the forms and the API (core/schema/fields.schema.ts) and for the
 * server's mail settings (server/env.ts), which must not load yup: the database client imports those settings, and
 * the public read functions load only what they read with (docs/decisions/0020).
 */
const EMAIL_ADDRESS =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/;

export const isEmailAddress = (value: string): boolean => value.length <= 254 && EMAIL_ADDRESS.test(value);
