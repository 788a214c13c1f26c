import type { Config } from '@netlify/functions';
import { deleteCampaignMaterial } from '../../db/queries/campaign-materials.queries';
import { requireRole } from '../_lib/auth';
import { CACHE_TAGS, purgeListCache } from '../_lib/cache';
import { getDb } from '../../db/client';
import { HttpError, MESSAGES, endpoint, idParam, noContent } from '../_lib/http';

export default endpoint({
  DELETE: async (req, context) => {
    const { db } = await requireRole(getDb(), req, context, 'content');
    if (!(await deleteCampaignMaterial(db, idParam(context)))) throw new HttpError(404, MESSAGES.notFound);
    await purgeListCache(CACHE_TAGS.campaignMaterials);
    return noContent();
  },
});

export const config: Config = { path: '/api/campaign-materials/:id' };
