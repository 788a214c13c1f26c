import type { Config } from '@netlify/functions';
import { erasePersonalData } from '../../db/queries/personal-data';
import { erasureSchema } from '../../core/schema/admin';
import { requireAdmin } from '../_lib/auth';
import { getDb } from '../../db/client';
import { endpoint, json, readBody } from '../_lib/http';

/** The right to erasure the privacy page promises: one person's records, by email, and how many went. */
export default endpoint({
  DELETE: async (req) => {
    const db = getDb();
    await requireAdmin(db, req);
    const { email } = await readBody(req, erasureSchema);
    return json(await erasePersonalData(db, email));
  },
});

export const config: Config = { path: '/api/admin/personal-data' };
