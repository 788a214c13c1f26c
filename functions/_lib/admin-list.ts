import { recordAudit } from '../../db/queries/audit-log.queries';
import { decodeCursor, inboxBatches, inboxCount, inboxPage, type InboxList } from '../../db/queries/inbox.queries';
import type { Db } from '../../db/client';
import { csvFilename, csvStreamResponse, type CsvColumn } from './csv';
import { HttpError, MESSAGES, json } from './http';

/** A search longer than this is not a search anyone typed. */
const MAX_SEARCH_LENGTH = 200;

/**
 * The GET of an admin list, once the caller has checked the session: a page as JSON for the panel
 * (`?q=` to search, `?cursor=` for the next page), or with `?format=csv` the whole list as a streamed download
 * named after `filenamePrefix` and the day. An export is written in the activity log (which list, how many rows)
 * before its first row leaves, under the admin `db` acts as.
 */
export async function inboxResponse<Row>(
  req: Request,
  db: Db,
  list: InboxList,
  columns: readonly CsvColumn<Row>[],
  filenamePrefix: string,
): Promise<Response> {
  const params = new URL(req.url).searchParams;
  if (params.get('format') === 'csv') {
    await recordAudit(db, 'export', filenamePrefix, { rows: await inboxCount(db, list) });
    return csvStreamResponse(columns, inboxBatches<Row>(db, list), csvFilename(filenamePrefix));
  }
  const search = params.get('q') ?? '';
  if (search.length > MAX_SEARCH_LENGTH) {
    throw new HttpError(400, MESSAGES.badInput, {
      q: `La ricerca può contenere al massimo ${MAX_SEARCH_LENGTH} caratteri`,
    });
  }
  const cursorText = params.get('cursor');
  const cursor = cursorText === null ? null : decodeCursor(cursorText);
  if (cursorText !== null && !cursor) throw new HttpError(400, MESSAGES.badInput, { cursor: 'Pagina non valida' });
  return json(await inboxPage<Row>(db, list, { search, cursor }));
}
