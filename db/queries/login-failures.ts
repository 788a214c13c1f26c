import type { Db } from '../client';

/** How long a failed login counts against further tries. */
export const LOGIN_WINDOW_MINUTES = 15;

export interface RecentFailures {
  forUsername: number;
  fromIp: number;
}

export async function countRecentFailures(db: Db, username: string, ip: string): Promise<RecentFailures> {
  const [row] = await db.query<RecentFailures>(
    `SELECT
       count(*) FILTER (WHERE lower(username) = lower($1))::int AS "forUsername",
       count(*) FILTER (WHERE ip = $2)::int AS "fromIp"
     FROM login_failures
     WHERE created_at > now() - make_interval(mins => $3)
       AND (lower(username) = lower($1) OR ip = $2)`,
    [username, ip, LOGIN_WINDOW_MINUTES],
  );
  return row;
}

/** Records a failure and drops those too old to matter any more. */
export async function recordFailure(db: Db, username: string, ip: string): Promise<void> {
  await db.query(
    `WITH cleanup AS (DELETE FROM login_failures WHERE created_at < now() - interval '1 day')
     INSERT INTO login_failures (username, ip) VALUES ($1, $2)`,
    [username, ip],
  );
}

export async function clearFailures(db: Db, username: string): Promise<void> {
  await db.query(`DELETE FROM login_failures WHERE lower(username) = lower($1)`, [username]);
}
