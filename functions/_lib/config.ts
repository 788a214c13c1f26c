/**
 * Settings read from the environment. A deployed site refuses to run with a missing or weak SESSION_SECRET;
 * only a local `netlify dev` and the test run may fall back on a fixed development secret.
 */
const DEV_SESSION_SECRET = 'local-development-secret-never-use-in-production-0123456789';
export const MIN_SECRET_LENGTH = 32;

export function isLocalRun(): boolean {
  return process.env.NETLIFY_DEV === 'true' || process.env.NODE_ENV === 'test';
}

export function sessionSecret(): string {
  const secret = process.env.SESSION_SECRET ?? '';
  if (secret.length >= MIN_SECRET_LENGTH) return secret;
  if (secret === '' && isLocalRun()) return DEV_SESSION_SECRET;
  throw new Error(
    `SESSION_SECRET must be set to at least ${MIN_SECRET_LENGTH} characters (generate one with: openssl rand -base64 48).`,
  );
}
