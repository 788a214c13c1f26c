import { RETENTION_POLICY } from '../../core/policy';
import type { Db } from '../client';

/**
 * Counts one hit against `key` and returns the hits in the current window, this one included. The upsert
 * locks the key's row, so parallel hits are counted one after another, never read as the same number.
 * A window older than `windowSeconds` starts over at 1. Rows older than RETENTION_POLICY.rateLimitCounterDays are
 * dropped on the way.
 */
export async function hit(db: Db, key: string, windowSeconds: number): Promise<number> {
  const [row] = await db.query<{ hits: number }>(
    `WITH cleanup AS (DELETE FROM rate_limits WHERE window_start < now() - make_interval(days => $3) AND key <> $1)
     INSERT INTO rate_limits AS r (key) VALUES ($1)
     ON CONFLICT (key) DO UPDATE SET
       hits = CASE WHEN r.window_start < now() - make_interval(secs => $2) THEN 1 ELSE r.hits + 1 END,
       window_start = CASE WHEN r.window_start < now() - make_interval(secs => $2) THEN now() ELSE r.window_start END
     RETURNING hits`,
    [key, windowSeconds, RETENTION_POLICY.rateLimitCounterDays],
  );
  return row.hits;
}

/** The hits of `key` in its current window, counting none: whether one more may still be tried. */
export async function hitsSoFar(db: Db, key: string, windowSeconds: number): Promise<number> {
  const [row] = await db.query<{ hits: number }>(
    `SELECT hits FROM rate_limits WHERE key = $1 AND window_start >= now() - make_interval(secs => $2)`,
    [key, windowSeconds],
  );
  return row?.hits ?? 0;
}

/** Forgets the hits of a key (a successful login clears its own address's failures). */
export async function clearHits(db: Db, key: string): Promise<void> {
  await db.query(`DELETE FROM rate_limits WHERE key = $1`, [key]);
}

/**
 * Drops counters whose window started over RETENTION_POLICY.rateLimitCounterDays ago (the longest window is a day):
 * the retention job runs it daily, so the addresses and username hashes they hold never outlive their use, even on a
 * quiet site.
 */
export async function deleteExpiredHits(db: Db): Promise<number> {
  const rows = await db.query(
    `DELETE FROM rate_limits WHERE window_start < now() - make_interval(days => $1) RETURNING 1`,
    [RETENTION_POLICY.rateLimitCounterDays],
  );
  return rows.length;
}
