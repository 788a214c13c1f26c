import type { Db, Statement } from '../client';
import type { AdminAccount } from '../../core/schema/admin-account.schema';
import type { AdminRole, User } from '../../core/schema/user.schema';

/** The columns of `User`, from the row alias `u`. */
export const USER_COLUMNS = `u.id, u.username, u.role, u.email, u.first_name AS "firstName", u.last_name AS "lastName",
  u.created_at AS "createdAt", u.updated_at AS "updatedAt", (u.totp_secret IS NOT NULL) AS "twoFactor"`;
const COLUMNS = USER_COLUMNS;
const ACCOUNT_COLUMNS = `${USER_COLUMNS}, u.disabled_at AS "disabledAt"`;

export interface UserWithHash extends User {
  passwordHash: string;
  disabledAt: string | null;
}

export async function findUserByUsername(db: Db, username: string): Promise<UserWithHash | undefined> {
  const [row] = await db.query<UserWithHash>(
    `SELECT ${ACCOUNT_COLUMNS}, u.password_hash AS "passwordHash" FROM users u WHERE lower(u.username) = lower($1)`,
    [username],
  );
  return row;
}

/**
 * Creates the account as an owner (the command line's `create-admin`), or gives an existing one (same username,
 * any case) this password hash, and turns it back on: the way back in for a campaign locked out of its panel.
 */
export async function upsertUser(
  db: Db,
  username: string,
  passwordHash: string,
): Promise<{ user: User; created: boolean }> {
  const [row] = await db.query<User & { created: boolean }>(
    `WITH updated AS (
       UPDATE users SET password_hash = $2, disabled_at = NULL, updated_at = now()
       WHERE lower(username) = lower($1) RETURNING *
     ), inserted AS (
       INSERT INTO users (username, password_hash, role) SELECT $1, $2, 'owner'
       WHERE NOT EXISTS (SELECT 1 FROM updated) RETURNING *
     )
     SELECT ${COLUMNS}, false AS created FROM updated u
     UNION ALL
     SELECT ${COLUMNS}, true AS created FROM inserted u`,
    [username, passwordHash],
  );
  const { created, ...user } = row;
  return { user, created };
}

/** Creates an owner account only if no account has this username; true when it did. */
export async function insertUserIfAbsent(db: Db, username: string, passwordHash: string): Promise<boolean> {
  const rows = await db.query(
    `INSERT INTO users (username, password_hash, role) SELECT $1, $2, 'owner'
     WHERE NOT EXISTS (SELECT 1 FROM users WHERE lower(username) = lower($1)) RETURNING id`,
    [username, passwordHash],
  );
  return rows.length > 0;
}

/**
 * Stores a new password hash and, in the same statement, ends every session of the user: a password
 * change must lock out whoever else holds a session. The caller starts a fresh one for the current browser.
 */
export async function setPasswordAndEndSessions(db: Db, id: string, passwordHash: string): Promise<void> {
  await db.query(
    `WITH ended AS (DELETE FROM sessions WHERE sess->>'userId' = $1)
     UPDATE users SET password_hash = $2, updated_at = now() WHERE id::text = $1`,
    [id, passwordHash],
  );
}

export async function findUserById(db: Db, id: string): Promise<UserWithHash | undefined> {
  const [row] = await db.query<UserWithHash>(
    `SELECT ${ACCOUNT_COLUMNS}, u.password_hash AS "passwordHash" FROM users u WHERE u.id::text = $1`,
    [id],
  );
  return row;
}

/** Every account, owners first, then by username. */
export function listAccounts(db: Db): Promise<AdminAccount[]> {
  return db.query<AdminAccount>(
    `SELECT ${ACCOUNT_COLUMNS} FROM users u
     ORDER BY CASE u.role WHEN 'owner' THEN 0 WHEN 'editor' THEN 1 ELSE 2 END, lower(u.username)`,
  );
}

/** A new account; undefined when the username (in any case) is taken. */
export async function insertAccount(
  db: Db,
  account: { username: string; passwordHash: string; role: AdminRole },
): Promise<AdminAccount | undefined> {
  const [row] = await db.query<AdminAccount>(
    `INSERT INTO users (username, password_hash, role) VALUES ($1, $2, $3)
     ON CONFLICT ((lower(username))) DO NOTHING
     RETURNING ${ACCOUNT_COLUMNS.replaceAll('u.', '')}`,
    [account.username, account.passwordHash, account.role],
  );
  return row;
}

/**
 * Taken before a change that may remove an owner, until its transaction ends. Two owners demoting or deleting each
 * other at once would each count the other as the owner who remains, and both commit: under this lock the second
 * waits for the first to commit, and its statement (a new one, so a new snapshot) counts the owners as they are
 * then. The key is this lock's own; no other advisory lock is taken.
 */
const LOCK_OWNERS: Statement = { text: `SELECT pg_advisory_xact_lock(hashtext('campagna.owners'))` };

/** Why an account change was refused, or the account as changed. */
export type AccountChange = { account: AdminAccount } | { refused: 'not-found' | 'last-owner' };

/**
 * Changes an account's role or turns it off or on, in one statement that also ends its sessions when it is turned
 * off. Refused when it would leave no active owner: the campaign must never lock itself out of its accounts.
 */
export async function changeAccount(
  db: Db,
  id: string,
  change: { role?: AdminRole; disabled?: boolean },
): Promise<AccountChange> {
  const [, [row]] = (await db.transaction([
    LOCK_OWNERS,
    {
      text: `WITH target AS (SELECT * FROM users WHERE id::text = $1 FOR UPDATE),
     next AS (
       SELECT t.id, coalesce($2, t.role) AS role,
         CASE WHEN $3::boolean IS NULL THEN t.disabled_at
              WHEN $3 THEN coalesce(t.disabled_at, now()) ELSE NULL END AS disabled_at
       FROM target t
     ),
     owners_left AS (
       SELECT count(*) AS n FROM users o
       WHERE o.role = 'owner' AND o.disabled_at IS NULL AND o.id NOT IN (SELECT id FROM next)
     ),
     allowed AS (
       SELECT n.* FROM next n, owners_left l
       WHERE l.n > 0 OR (n.role = 'owner' AND n.disabled_at IS NULL)
     ),
     changed AS (
       UPDATE users u SET role = a.role, disabled_at = a.disabled_at, updated_at = now()
       FROM allowed a WHERE u.id = a.id RETURNING u.*
     ),
     ended AS (
       DELETE FROM sessions WHERE sess->>'userId' IN (SELECT id::text FROM changed WHERE disabled_at IS NOT NULL)
     )
     SELECT ${ACCOUNT_COLUMNS}, 'changed' AS outcome FROM changed u
     UNION ALL
     SELECT ${ACCOUNT_COLUMNS}, 'last-owner' AS outcome FROM target u WHERE NOT EXISTS (SELECT 1 FROM changed)`,
      params: [id, change.role ?? null, change.disabled ?? null],
    },
  ])) as [unknown, (AdminAccount & { outcome: 'changed' | 'last-owner' })[]];
  if (!row) return { refused: 'not-found' };
  const { outcome, ...account } = row;
  return outcome === 'changed' ? { account } : { refused: 'last-owner' };
}

/** Deletes an account (its sessions go with it), unless it is the last active owner. */
export async function deleteAccount(db: Db, id: string): Promise<'deleted' | 'not-found' | 'last-owner'> {
  const [, [row]] = (await db.transaction([
    LOCK_OWNERS,
    {
      text: `WITH target AS (SELECT * FROM users WHERE id::text = $1 FOR UPDATE),
     owners_left AS (
       SELECT count(*) AS n FROM users o
       WHERE o.role = 'owner' AND o.disabled_at IS NULL AND o.id::text <> $1
     ),
     removed AS (
       DELETE FROM users u USING target t, owners_left l
       WHERE u.id = t.id AND (l.n > 0 OR t.role <> 'owner' OR t.disabled_at IS NOT NULL)
       RETURNING u.id
     ),
     ended AS (DELETE FROM sessions WHERE sess->>'userId' IN (SELECT id::text FROM removed))
     SELECT CASE WHEN EXISTS (SELECT 1 FROM removed) THEN 'deleted' ELSE 'last-owner' END AS outcome FROM target`,
      params: [id],
    },
  ])) as [unknown, { outcome: 'deleted' | 'last-owner' }[]];
  return row?.outcome ?? 'not-found';
}
