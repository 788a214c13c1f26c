import { insertCampaignMaterial } from '../../db/queries/campaign-materials.queries';
import { campaignMaterialSchema, type CampaignMaterialInput } from '../../core/schema/campaign-material.schema';
import { MATERIAL_UPLOAD_MESSAGES } from '../../core/schema/material-upload.schema';
import { uploadIdOf } from '../../core/material-files';
import { findUpload } from '../../db/queries/material-uploads.queries';
import { requireRole } from '../_lib/auth';
import { uploadedFile } from '../_lib/material-uploads';
import { publishAdminChange } from '../_lib/build-hook';
import { CACHE_TAGS } from '../_lib/cache';
import { getDb, type Db } from '../../db/client';
import { HttpError, MESSAGES, endpoint, json, readBody } from '../_lib/http';
import type { SharedPathConfig } from '../_lib/method-routes';

/**
 * A material whose fileUrl is a file uploaded here is linked to its upload, and takes its type and size from it
 * (from its bytes, not from what the form says). An upload that is unfinished or gone is the field's error.
 */
async function withUpload(
  db: Db,
  material: CampaignMaterialInput,
): Promise<CampaignMaterialInput & { uploadId?: string }> {
  const uploadId = uploadIdOf(material.fileUrl);
  if (!uploadId) return material;
  const upload = await findUpload(db, uploadId);
  const file = upload && uploadedFile(upload);
  if (file?.fileUrl !== material.fileUrl) {
    throw new HttpError(400, MESSAGES.badInput, { fileUrl: MATERIAL_UPLOAD_MESSAGES.notUploaded });
  }
  return { ...material, fileType: file.fileType, fileSize: file.fileSize, uploadId };
}

/**
 * An admin adds a campaign material; every other method but the public GET (../campaign-materials) gets 405. Tested
 * with the GET in campaign-materials.test.ts, routed by method as Netlify does.
 */
export default endpoint(
  {
    POST: async (req, context) => {
      const { db } = await requireRole(getDb(), req, context, 'content');
      const material = await readBody(req, campaignMaterialSchema);
      const created = await insertCampaignMaterial(db, await withUpload(db, material));
      await publishAdminChange(db, CACHE_TAGS.campaignMaterials);
      return json(created, 201);
    },
  },
  { alsoOnPath: ['GET'] },
);

export const config: SharedPathConfig = {
  path: '/api/campaign-materials',
  method: ['POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
};
