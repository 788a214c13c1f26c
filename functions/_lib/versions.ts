import type { Db, Statement } from '../../db/client';
import { ADMIN_MESSAGES } from '../../core/schema/admin.schema';
import { HttpError } from './http';

const BAD_IF_MATCH = 'Intestazione If-Match non valida';

/** An item's version as its entity tag: `"3"`. */
export const etagOf = (version: number): string => `"${version}"`;

/**
 * The version a request's `If-Match` names (`"3"`, or weak `W/"3"`); undefined without one or with `*`, as SPEC.md's
 * API is called: the write then applies whatever the version. Anything else is a 400.
 */
export function expectedVersion(req: Request): number | undefined {
  const header = req.headers.get('if-match')?.trim();
  if (header === undefined || header === '*') return undefined;
  const match = /^(?:W\/)?"([1-9]\d{0,8})"$/.exec(header);
  if (!match) throw new HttpError(400, BAD_IF_MATCH);
  return Number(match[1]);
}

/**
 * Runs `write` (one statement) on the item `id` of `table` only if it is still at the version the request's
 * If-Match names: the version check locks the row and runs in the write's own transaction (expect_version,
 * migration 0011), so two admins saving at once cannot both pass it. A stale version is a 412 whose body carries
 * the item as it is now (`current`), for the form to show beside what the admin typed.
 */
export async function versionedWrite<T>(
  req: Request,
  db: Db,
  item: {
    table: 'visited_cities' | 'tour_events' | 'campaign_materials' | 'site_content' | 'shifts' | 'polling_sections';
    id: number;
  },
  write: (db: Db) => Promise<T>,
  current: () => Promise<unknown>,
): Promise<T> {
  const expected = expectedVersion(req);
  if (expected === undefined) return write(db);
  const check: Statement = {
    text: 'SELECT expect_version($1::regclass, $2, $3)',
    params: [item.table, item.id, expected],
  };
  const checked: Db = {
    query: async <Row>(text: string, params?: readonly unknown[]) =>
      (await db.transaction([check, { text, params }]))[1] as Row[],
    transaction: async (statements) => (await db.transaction([check, ...statements])).slice(1),
  };
  try {
    return await write(checked);
  } catch (error) {
    if ((error as { code?: unknown }).code !== 'VR412') throw error;
    throw new HttpError(412, ADMIN_MESSAGES.stale, undefined, undefined, { current: (await current()) ?? null });
  }
}
