import { SESSION_SECRET_MISSING, isStrongSessionSecret } from '../../core/session-secret';

/**
 * Settings read from the environment. A deployed site refuses to sign sessions with a missing or weak
 * SESSION_SECRET; only a local `netlify dev` and the test run may fall back on a fixed development secret.
 */
const DEV_SESSION_SECRET = 'local-development-secret-never-use-in-production-0123456789';

export function isLocalRun(): boolean {
  return process.env.NETLIFY_DEV === 'true' || process.env.NODE_ENV === 'test';
}

export function sessionSecret(): string {
  const secret = process.env.SESSION_SECRET ?? '';
  if (isStrongSessionSecret(secret)) return secret;
  if (secret === '' && isLocalRun()) return DEV_SESSION_SECRET;
  throw new Error(SESSION_SECRET_MISSING);
}
