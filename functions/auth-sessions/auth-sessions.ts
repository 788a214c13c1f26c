import type { Config } from '@netlify/functions';
import { getDb } from '../../db/client';
import { deleteOtherSessions, listUserSessions } from '../../db/queries/sessions.queries';
import { requireAdmin, sessionId } from '../_lib/auth';
import { endpoint, json } from '../_lib/http';

/**
 * "Le tue sessioni", for the signed-in account: where it is signed in (browser, address truncated, opened and last
 * seen, this one marked), and DELETE ends all the others at once.
 */
export default endpoint({
  GET: async (req) => {
    const db = getDb();
    const user = await requireAdmin(db, req);
    return json(await listUserSessions(db, user.id, (await sessionId(req))!));
  },
  DELETE: async (req) => {
    const db = getDb();
    const user = await requireAdmin(db, req);
    return json({ ended: await deleteOtherSessions(db, user.id, (await sessionId(req))!) });
  },
});

export const config: Config = { path: '/api/auth/sessions' };
