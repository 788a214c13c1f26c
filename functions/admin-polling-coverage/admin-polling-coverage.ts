import type { Config } from '@netlify/functions';
import { venetoComuneByCode } from '../../core/veneto-comuni';
import { getDb } from '../../db/client';
import { pollingCoverage } from '../../db/queries/polling-sections.queries';
import { requireRole } from '../_lib/auth';
import { endpoint, json } from '../_lib/http';

/** Per comune with sections: `{ comune, comuneCode, province, sections, effettivi, supplenti }` (titolare, segreteria). */
export default endpoint({
  GET: async (req, context) => {
    const { db } = await requireRole(getDb(), req, context, 'inbox');
    const rows = await pollingCoverage(db);
    return json(rows.map((row) => ({ ...row, province: venetoComuneByCode(row.comuneCode)?.province ?? '' })));
  },
});

export const config: Config = { path: '/api/admin/polling-sections/coverage' };
