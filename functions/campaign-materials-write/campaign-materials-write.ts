import { insertCampaignMaterial } from '../../db/queries/campaign-materials.queries';
import { campaignMaterialSchema } from '../../core/schema/campaign-material.schema';
import { requireRole } from '../_lib/auth';
import { CACHE_TAGS, purgeListCache } from '../_lib/cache';
import { getDb } from '../../db/client';
import { endpoint, json, readBody } from '../_lib/http';
import type { SharedPathConfig } from '../_lib/method-routes';

/**
 * An admin adds a campaign material; every other method but the public GET (../campaign-materials) gets 405. Tested
 * with the GET in campaign-materials.test.ts, routed by method as Netlify does.
 */
export default endpoint(
  {
    POST: async (req, context) => {
      const { db } = await requireRole(getDb(), req, context, 'content');
      const material = await readBody(req, campaignMaterialSchema);
      const created = await insertCampaignMaterial(db, material);
      await purgeListCache(CACHE_TAGS.campaignMaterials);
      return json(created, 201);
    },
  },
  { alsoOnPath: ['GET'] },
);

export const config: SharedPathConfig = {
  path: '/api/campaign-materials',
  method: ['POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
};
