import type { Db } from '../client';
import type { User } from '../../core/schema/user.schema';

const COLUMNS = `u.id, u.username, u.email, u.first_name AS "firstName", u.last_name AS "lastName",
  u.created_at AS "createdAt", u.updated_at AS "updatedAt"`;

export interface UserWithHash extends User {
  passwordHash: string;
}

export async function findUserByUsername(db: Db, username: string): Promise<UserWithHash | undefined> {
  const [row] = await db.query<UserWithHash>(
    `SELECT ${COLUMNS}, u.password_hash AS "passwordHash" FROM users u WHERE lower(u.username) = lower($1)`,
    [username],
  );
  return row;
}

/** Creates the account, or gives an existing one (same username, any case) this password hash. */
export async function upsertUser(
  db: Db,
  username: string,
  passwordHash: string,
): Promise<{ user: User; created: boolean }> {
  const [row] = await db.query<User & { created: boolean }>(
    `WITH updated AS (
       UPDATE users SET password_hash = $2, updated_at = now() WHERE lower(username) = lower($1) RETURNING *
     ), inserted AS (
       INSERT INTO users (username, password_hash) SELECT $1, $2 WHERE NOT EXISTS (SELECT 1 FROM updated) RETURNING *
     )
     SELECT ${COLUMNS}, false AS created FROM updated u
     UNION ALL
     SELECT ${COLUMNS}, true AS created FROM inserted u`,
    [username, passwordHash],
  );
  const { created, ...user } = row;
  return { user, created };
}

/** Creates the account only if no account has this username; true when it did. */
export async function insertUserIfAbsent(db: Db, username: string, passwordHash: string): Promise<boolean> {
  const rows = await db.query(
    `INSERT INTO users (username, password_hash) SELECT $1, $2
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
