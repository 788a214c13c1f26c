import { ACCOUNT_POLICY } from '../../core/policy';
import type { Db } from '../client';
import type { User } from '../../core/schema/user.schema';
import { USER_COLUMNS } from './users.queries';

/** Where a session was opened from, as "Le tue sessioni" shows it. */
export interface SessionOrigin {
  /** The browser's User-Agent, shortened. */
  userAgent: string | null;
  /** The address, truncated (IPv4 /24, IPv6 /48). */
  address: string | null;
}

/** Records a live session and, in the same statement, forgets the expired ones. */
export async function insertSession(
  db: Db,
  sid: string,
  userId: string,
  expiresAt: Date,
  origin: SessionOrigin = { userAgent: null, address: null },
): Promise<void> {
  await db.query(
    `WITH cleanup AS (DELETE FROM sessions WHERE expire < now())
     INSERT INTO sessions (sid, sess, expire)
     VALUES ($1, jsonb_build_object('userId', $2::text, 'userAgent', $4::text, 'address', $5::text,
       'createdAt', now(), 'lastSeen', now()), $3)`,
    [sid, userId, expiresAt.toISOString(), origin.userAgent, origin.address],
  );
}

/** How "Le tue sessioni" names a session: a hash of its sid, enough to end it, useless as a cookie. */
const LISTED_ID = `left(encode(sha256(convert_to(sid, 'UTF8')), 'hex'), 16)`;

/** One of an account's live sessions; `id` is a hash of its sid, which never leaves the server. */
export interface SessionRow extends SessionOrigin {
  id: string;
  current: boolean;
  createdAt: string | null;
  lastSeen: string | null;
}

/** The account's live sessions, the most recently used first; `currentSid` marks this browser's. */
export function listUserSessions(db: Db, userId: string, currentSid: string): Promise<SessionRow[]> {
  return db.query<SessionRow>(
    `SELECT ${LISTED_ID} AS id, sid = $2 AS current,
       sess->>'userAgent' AS "userAgent", sess->>'address' AS address,
       sess->>'createdAt' AS "createdAt", sess->>'lastSeen' AS "lastSeen"
     FROM sessions WHERE sess->>'userId' = $1 AND expire > now()
     ORDER BY sess->>'lastSeen' DESC NULLS LAST`,
    [userId, currentSid],
  );
}

/** Ends one of the account's sessions by its listed id; false when it has none with that id. */
export async function deleteListedSession(db: Db, userId: string, id: string): Promise<boolean> {
  const rows = await db.query(
    `DELETE FROM sessions
     WHERE sess->>'userId' = $1 AND ${LISTED_ID} = $2 RETURNING sid`,
    [userId, id],
  );
  return rows.length > 0;
}

/** Ends every session of the account but this browser's; how many. */
export async function deleteOtherSessions(db: Db, userId: string, currentSid: string): Promise<number> {
  const rows = await db.query(`DELETE FROM sessions WHERE sess->>'userId' = $1 AND sid <> $2 RETURNING sid`, [
    userId,
    currentSid,
  ]);
  return rows.length;
}

/**
 * The user of a live session: the row exists, has not expired, and its account is not turned off. In the same
 * statement the session's "last seen" moves on, at most once every ACCOUNT_POLICY.lastSeenEveryMinutes ("Le tue
 * sessioni").
 */
export async function findSessionUser(db: Db, sid: string): Promise<User | undefined> {
  const [row] = await db.query<User>(
    `WITH seen AS (
       UPDATE sessions SET sess = jsonb_set(sess, '{lastSeen}', to_jsonb(now()))
       WHERE sid = $1 AND expire > now()
         AND coalesce((sess->>'lastSeen')::timestamptz, '-infinity') < now() - make_interval(mins => $2)
     )
     SELECT ${USER_COLUMNS}
     FROM sessions s JOIN users u ON u.id::text = s.sess->>'userId'
     WHERE s.sid = $1 AND s.expire > now() AND u.disabled_at IS NULL`,
    [sid, ACCOUNT_POLICY.lastSeenEveryMinutes],
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
