import type { InboxPage } from '../../core/schema/inbox-page.schema';
import type { Db } from '../client';

/**
 * The admin inbox's lists (contact messages, image-generator sign-ups, newsletter subscribers): pages of 50,
 * newest first, by keyset on (created, id) so rows added while an admin pages never shift a page; a search
 * over a few text columns, case- and accent-insensitive (fold_search, migration 0003); and the whole list in
 * batches for the CSV export, never all in memory at once.
 */
export interface InboxList {
  table: string;
  /** The SELECT list, mapping columns to the JSON of the spec. */
  columns: string;
  /** The creation timestamp column the list is ordered by. */
  created: string;
  /** An SQL condition on the rows listed (a status, a stop), its values as $1, $2… of `filterParams`. */
  filter?: string;
  filterParams?: readonly unknown[];
}
// Every list's table has a stored `search_text` column (migration 0003) holding the folded text it is searched in.

const INBOX_PAGE_SIZE = 50;

interface Cursor {
  at: string;
  id: number;
}

/** An opaque cursor: the last row's exact timestamp (microseconds, as Postgres prints it) and id. */
function encodeCursor(cursor: Cursor): string {
  return Buffer.from(JSON.stringify([cursor.at, cursor.id])).toString('base64url');
}

/** The cursor a client sent back, or null when it is not one this code wrote. */
export function decodeCursor(text: string): Cursor | null {
  try {
    const value: unknown = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
    if (!Array.isArray(value) || value.length !== 2) return null;
    const [at, id] = value as unknown[];
    if (typeof at !== 'string' || !/^\d{4}-\d{2}-\d{2} [\d:.]+[+-]\d{2}(:\d{2})?$/.test(at)) return null;
    if (typeof id !== 'number' || !Number.isInteger(id) || id < 1 || id > 2_147_483_647) return null;
    return { at, id };
  } catch {
    return null;
  }
}

/** LIKE treats % and _ as wildcards: a search for "50%" must find the text "50%". */
const likeEscape = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

interface PageOptions {
  search?: string;
  cursor?: Cursor | null;
  limit?: number;
}

/** The list's filter and the search as a WHERE condition, with their parameters (the filter's first). */
function searchFilter(list: InboxList, search: string | undefined): { condition: string; params: unknown[] } {
  const filter = list.filter ? `(${list.filter})` : 'TRUE';
  const params = [...(list.filterParams ?? [])];
  const term = search?.trim();
  if (!term) return { condition: filter, params };
  params.push(likeEscape(term));
  return { condition: `${filter} AND search_text LIKE '%' || fold_search($${params.length}) || '%'`, params };
}

async function selectPage<Row>(db: Db, list: InboxList, options: PageOptions): Promise<Omit<InboxPage<Row>, 'total'>> {
  const limit = options.limit ?? INBOX_PAGE_SIZE;
  const search = searchFilter(list, options.search);
  const params = [...search.params];
  let after = 'TRUE';
  if (options.cursor) {
    params.push(options.cursor.at, options.cursor.id);
    after = `(${list.created}, id) < ($${params.length - 1}::timestamptz, $${params.length})`;
  }
  params.push(limit + 1);
  const rows = await db.query<Row & { id: number; cursorAt: string }>(
    `SELECT ${list.columns}, ${list.created}::text AS "cursorAt" FROM ${list.table}
     WHERE ${search.condition} AND ${after}
     ORDER BY ${list.created} DESC, id DESC LIMIT $${params.length}`,
    params,
  );
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return {
    items: page.map(({ cursorAt: _cursorAt, ...row }) => row as unknown as Row),
    nextCursor: rows.length > limit && last ? encodeCursor({ at: last.cursorAt, id: last.id }) : null,
  };
}

/** How many rows the list holds (its filter applied). */
export async function inboxCount(db: Db, list: InboxList): Promise<number> {
  const { condition, params } = searchFilter(list, undefined);
  const [{ total }] = await db.query<{ total: number }>(
    `SELECT count(*)::int AS total FROM ${list.table} WHERE ${condition}`,
    params,
  );
  return total;
}

/** One page of the list, newest first, with the number of rows the search matches. */
export async function inboxPage<Row>(db: Db, list: InboxList, options: PageOptions): Promise<InboxPage<Row>> {
  const search = searchFilter(list, options.search);
  const [page, [{ total }]] = await Promise.all([
    selectPage<Row>(db, list, options),
    db.query<{ total: number }>(
      `SELECT count(*)::int AS total FROM ${list.table} WHERE ${search.condition}`,
      search.params,
    ),
  ]);
  return { ...page, total };
}

/** Every row, newest first, in batches: what the CSV export streams. */
export async function* inboxBatches<Row>(db: Db, list: InboxList, batchSize = 1000): AsyncGenerator<Row[]> {
  let cursor: Cursor | null = null;
  for (;;) {
    const page = await selectPage<Row>(db, list, { cursor, limit: batchSize });
    if (page.items.length > 0) yield page.items;
    if (!page.nextCursor) return;
    cursor = decodeCursor(page.nextCursor);
  }
}
