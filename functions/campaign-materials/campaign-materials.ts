import type { Config } from '@netlify/functions';
import { insertCampaignMaterial, listCampaignMaterials } from '../../db/queries/campaign-materials';
import { campaignMaterialSchema } from '../../core/schema/campaign-material';
import { requireAdmin } from '../_lib/auth';
import { CACHE_TAGS, publicCacheHeaders, purgeListCache } from '../_lib/cache';
import { getDb } from '../../db/client';
import { endpoint, json, readBody } from '../_lib/http';

export default endpoint({
  GET: async () => json(await listCampaignMaterials(getDb()), 200, publicCacheHeaders(CACHE_TAGS.campaignMaterials)),
  POST: async (req) => {
    const db = getDb();
    await requireAdmin(db, req);
    const material = await readBody(req, campaignMaterialSchema);
    const created = await insertCampaignMaterial(db, material);
    await purgeListCache(CACHE_TAGS.campaignMaterials);
    return json(created, 201);
  },
});

export const config: Config = { path: '/api/campaign-materials' };
