import type { Config } from '@netlify/functions';
import { deleteCampaignMaterial, findCampaignMaterial } from '../../db/queries/campaign-materials.queries';
import { CACHE_TAGS } from '../_lib/cache';
import { endpoint } from '../_lib/http';
import { removeUpload } from '../_lib/material-uploads';
import { versionedDelete } from '../_lib/versioned-delete';

export default endpoint({
  DELETE: versionedDelete({
    table: 'campaign_materials',
    tag: CACHE_TAGS.campaignMaterials,
    remove: deleteCampaignMaterial,
    find: findCampaignMaterial,
    // Its uploaded file goes with it, unless another material links the same file.
    after: async (db, deleted) => deleted.uploadId && removeUpload(db, deleted.uploadId),
  }),
});

export const config: Config = { path: '/api/campaign-materials/:id' };
