import type { Db } from '../client';

/** An account's second factor: its secret once enrolled, one waiting for its first code, the last step used. */
export interface TwoFactorRow {
  secret: string | null;
  pending: string | null;
  lastStep: string | null;
}

export async function twoFactorOf(db: Db, userId: string): Promise<TwoFactorRow | undefined> {
  const [row] = await db.query<TwoFactorRow>(
    `SELECT totp_secret AS secret, totp_pending_secret AS pending, totp_last_step::text AS "lastStep"
     FROM users WHERE id = $1`,
    [userId],
  );
  return row;
}

export async function startEnrolment(db: Db, userId: string, secret: string): Promise<void> {
  await db.query(`UPDATE users SET totp_pending_secret = $2 WHERE id = $1`, [userId, secret]);
}

/**
 * Turns the enrolment on with the step of its first code, replaces the recovery codes with these hashes and ends
 * the account's sessions but `currentSid` (one opened elsewhere before the change must sign in with it), in one
 * statement; false when no enrolment was waiting.
 */
export async function confirmEnrolment(
  db: Db,
  userId: string,
  step: number,
  codeHashes: string[],
  currentSid: string,
): Promise<boolean> {
  const rows = await db.query(
    `WITH enabled AS (
       UPDATE users SET totp_secret = totp_pending_secret, totp_pending_secret = NULL, totp_last_step = $2
       WHERE id = $1 AND totp_pending_secret IS NOT NULL RETURNING id
     ),
     dropped AS (DELETE FROM recovery_codes WHERE user_id IN (SELECT id FROM enabled)),
     added AS (
       INSERT INTO recovery_codes (user_id, code_hash) SELECT e.id, h FROM enabled e, unnest($3::text[]) AS h
     ),
     ended AS (DELETE FROM sessions WHERE sess->>'userId' IN (SELECT id::text FROM enabled) AND sid <> $4)
     SELECT id FROM enabled`,
    [userId, step, codeHashes, currentSid],
  );
  return rows.length > 0;
}

/** Records a code's time step as used; false when that step (or a later one) was already used: a replay. */
export async function acceptStep(db: Db, userId: string, step: number): Promise<boolean> {
  const rows = await db.query(
    `UPDATE users SET totp_last_step = $2 WHERE id = $1 AND (totp_last_step IS NULL OR totp_last_step < $2)
     RETURNING id`,
    [userId, step],
  );
  return rows.length > 0;
}

/** Uses a recovery code once; false when it is not one of the account's, or was used. */
export async function useRecoveryCode(db: Db, userId: string, codeHash: string): Promise<boolean> {
  const rows = await db.query(
    `UPDATE recovery_codes SET used_at = now() WHERE user_id = $1 AND code_hash = $2 AND used_at IS NULL
     RETURNING id`,
    [userId, codeHash],
  );
  return rows.length > 0;
}

export async function disableTwoFactor(db: Db, userId: string): Promise<void> {
  await db.query(
    `WITH dropped AS (DELETE FROM recovery_codes WHERE user_id = $1)
     UPDATE users SET totp_secret = NULL, totp_pending_secret = NULL, totp_last_step = NULL WHERE id = $1`,
    [userId],
  );
}

/** Whether the owner requires a second factor of owners and segreteria (off until set). */
export async function twoFactorRequired(db: Db): Promise<boolean> {
  const [row] = await db.query<{ required: boolean }>(`SELECT two_factor_required AS required FROM admin_settings`);
  return row?.required ?? false;
}

export async function setTwoFactorRequired(db: Db, required: boolean): Promise<void> {
  await db.query(
    `INSERT INTO admin_settings (id, two_factor_required) VALUES (1, $1)
     ON CONFLICT (id) DO UPDATE SET two_factor_required = EXCLUDED.two_factor_required, updated_at = now()`,
    [required],
  );
}
