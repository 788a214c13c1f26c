import { Secret, TOTP } from 'otpauth';

/** Test support: a fixed TOTP secret, and the code an authenticator app shows for it, as the tests compute it. */
export const TEST_TOTP_SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';

export function currentTotpCode(secret: string = TEST_TOTP_SECRET, timestamp = Date.now()): string {
  return new TOTP({ secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: 30 }).generate({
    timestamp,
  });
}

/** A 6-digit code that is valid at no step the server accepts now (one step of drift either way). */
export function wrongTotpCode(secret: string = TEST_TOTP_SECRET): string {
  const valid = new Set([-1, 0, 1].map((step) => currentTotpCode(secret, Date.now() + step * 30_000)));
  for (let n = 0; ; n++) {
    const candidate = String(n).padStart(6, '0');
    if (!valid.has(candidate)) return candidate;
  }
}
