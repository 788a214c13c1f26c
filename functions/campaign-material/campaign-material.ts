import type { Config } from '@netlify/functions';
import { deleteCampaignMaterial, findCampaignMaterial } from '../../db/queries/campaign-materials.queries';
import { versionedWrite } from '../_lib/versions';
import { requireRole } from '../_lib/auth';
import { publishAdminChange } from '../_lib/build-hook';
import { CACHE_TAGS } from '../_lib/cache';
import { getDb } from '../../db/client';
import { HttpError, MESSAGES, endpoint, idParam, noContent } from '../_lib/http';
import { removeUpload } from '../_lib/material-uploads';

export default endpoint({
  DELETE: async (req, context) => {
    const { db } = await requireRole(getDb(), req, context, 'content');
    const id = idParam(context);
    const deleted = await versionedWrite(
      req,
      db,
      { table: 'campaign_materials', id },
      (checked) => deleteCampaignMaterial(checked, id),
      () => findCampaignMaterial(db, id),
    );
    if (!deleted) throw new HttpError(404, MESSAGES.notFound);
    // Its uploaded file goes with it, unless another material links the same file.
    if (deleted.uploadId) await removeUpload(db, deleted.uploadId);
    await publishAdminChange(db, CACHE_TAGS.campaignMaterials);
    return noContent();
  },
});

export const config: Config = { path: '/api/campaign-materials/:id' };
