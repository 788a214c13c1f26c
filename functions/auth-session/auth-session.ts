import type { Config } from '@netlify/functions';
import { getDb } from '../../db/client';
import { deleteListedSession } from '../../db/queries/sessions.queries';
import { requireAdmin } from '../_lib/auth';
import { HttpError, MESSAGES, endpoint, noContent } from '../_lib/http';

/** Ends one session of the signed-in account, by the id "Le tue sessioni" lists; never another account's. */
export default endpoint({
  DELETE: async (req, context) => {
    const db = getDb();
    const user = await requireAdmin(db, req);
    const id = context.params.id ?? '';
    if (!/^[0-9a-f]{16}$/.test(id) || !(await deleteListedSession(db, user.id, id))) {
      throw new HttpError(404, MESSAGES.notFound);
    }
    return noContent();
  },
});

export const config: Config = { path: '/api/auth/sessions/:id' };
