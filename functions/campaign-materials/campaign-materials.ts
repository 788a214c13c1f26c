import { listCampaignMaterials } from '../../db/queries/campaign-materials';
import { CACHE_TAGS, publicCacheHeaders } from '../_lib/cache';
import { getDb } from '../../db/client';
import { endpoint, json } from '../_lib/http';
import type { SharedPathConfig } from '../_lib/method-routes';

/** The public list of the campaign materials. An admin adds one through campaign-materials-write, on the same path. */
export default endpoint({
  GET: async () => json(await listCampaignMaterials(getDb()), 200, publicCacheHeaders(CACHE_TAGS.campaignMaterials)),
});

export const config: SharedPathConfig = { path: '/api/campaign-materials', method: ['GET', 'HEAD'] };
