import { getDb } from '../../db/client';
import { LOGIN_LIMITS, loginKeys } from '../../functions/_lib/login-throttle';

/**
 * Test support: the account's sign-in limits used up, as a stranger's wrong guesses leave them: the account-wide
 * counter, and the per-address ones of the address the test calls come from (203.0.113.7).
 */
export async function useUpLoginLimits(username: string, ip = '203.0.113.7'): Promise<void> {
  const keys = loginKeys(username, ip);
  for (const name of ['perUserAndAddress', 'perAddress', 'perUser'] as const) {
    await getDb().query(`INSERT INTO rate_limits (key, hits) VALUES ($1, $2)`, [keys[name], LOGIN_LIMITS[name].max]);
  }
}
