/** The admin session's signing secret: one rule for the functions at run time and the build on Netlify. */
const MIN_SECRET_LENGTH = 32;

export const SESSION_SECRET_MISSING =
  `SESSION_SECRET must be set to at least ${MIN_SECRET_LENGTH} characters ` +
  '(generate one with: openssl rand -base64 48).';

/** True when the secret is long enough to sign sessions with. */
export function isStrongSessionSecret(secret: string | undefined): secret is string {
  return (secret ?? '').length >= MIN_SECRET_LENGTH;
}
