import type { Db } from '../client';
import type { User } from '../../core/schema/user.schema';
import { USER_COLUMNS } from './users.queries';

/** Records a live session and, in the same statement, forgets the expired ones. */
export async function insertSession(db: Db, sid: string, userId: string, expiresAt: Date): Promise<void> {
  await db.query(
    `WITH cleanup AS (DELETE FROM sessions WHERE expire < now())
     INSERT INTO sessions (sid, sess, expire) VALUES ($1, $2, $3)`,
    [sid, JSON.stringify({ userId }), expiresAt.toISOString()],
  );
}

/** The user of a live session: the row exists, has not expired, and its account is not turned off. */
export async function findSessionUser(db: Db, sid: string): Promise<User | undefined> {
  const [row] = await db.query<User>(
    `SELECT ${USER_COLUMNS}
     FROM sessions s JOIN users u ON u.id::text = s.sess->>'userId'
     WHERE s.sid = $1 AND s.expire > now() AND u.disabled_at IS NULL`,
    [sid],
  );
  return row;
}

export async function deleteSession(db: Db, sid: string): Promise<void> {
  await db.query(`DELETE FROM sessions WHERE sid = $1`, [sid]);
}

/** Ends every session of a user, as after a password reset. */
export async function deleteUserSessions(db: Db, userId: string): Promise<void> {
  await db.query(`DELETE FROM sessions WHERE sess->>'userId' = $1`, [userId]);
}
