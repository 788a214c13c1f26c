import type { Db } from '../client';

/** An admin changed what the prerendered pages show: a rebuild is wanted from now. */
export async function wantRebuild(db: Db): Promise<void> {
  await db.query(
    `INSERT INTO site_rebuild (wanted_at) VALUES (now()) ON CONFLICT (only_row) DO UPDATE SET wanted_at = now()`,
  );
}

/**
 * Takes the right to ask for a rebuild, in one statement: a change is waiting for one (wanted after the last asked)
 * and none was asked within `everySeconds`. True for one caller at a time; the others leave it to the next run.
 */
export async function claimRebuild(db: Db, everySeconds: number): Promise<boolean> {
  const rows = await db.query(
    `UPDATE site_rebuild SET requested_at = now()
     WHERE wanted_at IS NOT NULL AND (requested_at IS NULL OR wanted_at > requested_at)
       AND (requested_at IS NULL OR requested_at <= now() - make_interval(secs => $1))
     RETURNING 1`,
    [everySeconds],
  );
  return rows.length > 0;
}
