import { createHash, randomInt } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';
import { siteConfig } from '../../core/site-config';

/** RFC 6238's defaults, which every authenticator app reads: SHA-1, 6 digits, 30-second steps. */
const PERIOD_SECONDS = 30;

const totp = (secret: string, label = 'admin') =>
  new TOTP({
    issuer: `Area riservata ${siteConfig.candidate.fullName}`,
    label,
    secret: Secret.fromBase32(secret),
    algorithm: 'SHA1',
    digits: 6,
    period: PERIOD_SECONDS,
  });

/** A new secret: 20 random bytes (RFC 4226's recommendation), as base32. */
export const newTotpSecret = (): string => new Secret({ size: 20 }).base32;

/** The otpauth:// URI an authenticator app scans. */
export const totpUri = (secret: string, username: string): string => totp(secret, username).toString();

/** The time step a 6-digit code belongs to, when it is valid now (one step of clock drift either way); else null. */
export function totpStep(secret: string, code: string, now = Date.now()): number | null {
  if (!/^\d{6}$/.test(code)) return null;
  const delta = totp(secret).validate({ token: code, timestamp: now, window: 1 });
  return delta === null ? null : Math.floor(now / 1000 / PERIOD_SECONDS) + delta;
}

const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

/** Ten codes of 10 characters from an alphabet without look-alikes, written xxxx-xxxx-xx: about 49 bits each. */
export function newRecoveryCodes(): string[] {
  return Array.from({ length: 10 }, () => {
    const chars = Array.from({ length: 10 }, () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)]).join('');
    return `${chars.slice(0, 4)}-${chars.slice(4, 8)}-${chars.slice(8)}`;
  });
}

/** How a recovery code is stored and looked up: its SHA-256, case and dashes aside. */
export const recoveryCodeHash = (code: string): string =>
  createHash('sha256').update(code.toLowerCase().replaceAll('-', '')).digest('hex');
