import type { Config } from '@netlify/functions';
import type { RetentionStatus } from '../../core/schema/admin.schema';
import { siteConfig } from '../../core/site-config';
import { getDb } from '../../db/client';
import { countPersonalData } from '../../db/queries/personal-data.queries';
import { requireRole } from '../_lib/auth';
import { endpoint, json } from '../_lib/http';

/** The retention date and what the daily job will delete after it, for the admin panel. */
export default endpoint({
  GET: async (req, context) => {
    const { db } = await requireRole(getDb(), req, context, 'inbox');
    const status: RetentionStatus = { lastDay: siteConfig.retention.lastDay, toDelete: await countPersonalData(db) };
    return json(status);
  },
});

export const config: Config = { path: '/api/admin/retention' };
