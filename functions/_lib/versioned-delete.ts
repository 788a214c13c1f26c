import type { Context } from '@netlify/functions';
import type { Db } from '../../db/client';
import { getDb } from '../../db/client';
import { requireRole } from './auth';
import { publishAdminChange } from './build-hook';
import type { CacheTag } from './cache';
import { HttpError, MESSAGES, idParam, noContent, type MethodHandler } from './http';
import { versionedWrite } from './versions';

/**
 * An editor's DELETE of one item of a public list (a city, a material, a shift): with `If-Match`, only from the
 * version it names (412 otherwise); 404 when there is no such item; then `after` (what goes with it) and the list's
 * CDN copy purged and the pages rebuilt.
 */
export function versionedDelete<T>(item: {
  table: Parameters<typeof versionedWrite>[2]['table'];
  tag: CacheTag;
  remove: (db: Db, id: number) => Promise<T | undefined | false>;
  find: (db: Db, id: number) => Promise<unknown>;
  /** What follows the deletion, once done: `context` to send the mail it queued. */
  after?: (db: Db, deleted: T, context: Context) => unknown;
}): MethodHandler {
  return async (req, context) => {
    const { db } = await requireRole(getDb(), req, context, 'content');
    const id = idParam(context);
    const deleted = await versionedWrite(
      req,
      db,
      { table: item.table, id },
      (checked) => item.remove(checked, id),
      () => item.find(db, id),
    );
    if (!deleted) throw new HttpError(404, MESSAGES.notFound);
    await item.after?.(db, deleted, context);
    await publishAdminChange(db, item.tag);
    return noContent();
  };
}
