import type { Db } from '../client';
import type { CampaignMaterial, CampaignMaterialInput } from '../../core/schema/campaign-material.schema';

const COLUMNS = `id, title, description, file_url AS "fileUrl", file_type AS "fileType", file_size AS "fileSize",
  created_at AS "createdAt", version`;

/** Newest first: the latest leaflet is the one supporters are looking for. */
export function listCampaignMaterials(db: Db): Promise<CampaignMaterial[]> {
  return db.query<CampaignMaterial>(`SELECT ${COLUMNS} FROM campaign_materials ORDER BY created_at DESC, id DESC`);
}

/** `uploadId`: the upload the material's file is (material-uploads.queries.ts), when it was uploaded here. */
export async function insertCampaignMaterial(
  db: Db,
  material: CampaignMaterialInput & { uploadId?: string },
): Promise<CampaignMaterial> {
  const [row] = await db.query<CampaignMaterial>(
    `INSERT INTO campaign_materials (title, description, file_url, file_type, file_size, upload_id)
     VALUES ($1, $2, $3, $4, $5, $6) RETURNING ${COLUMNS}`,
    [
      material.title,
      material.description ?? null,
      material.fileUrl,
      material.fileType,
      material.fileSize ?? null,
      material.uploadId ?? null,
    ],
  );
  return row;
}

/** One material, or undefined. */
export async function findCampaignMaterial(db: Db, id: number): Promise<CampaignMaterial | undefined> {
  const [row] = await db.query<CampaignMaterial>(`SELECT ${COLUMNS} FROM campaign_materials WHERE id = $1`, [id]);
  return row;
}

/** Deletes a material: false when there was none, else the upload its file was (null for a link elsewhere). */
export async function deleteCampaignMaterial(db: Db, id: number): Promise<false | { uploadId: string | null }> {
  const [row] = await db.query<{ uploadId: string | null }>(
    `DELETE FROM campaign_materials WHERE id = $1 RETURNING upload_id AS "uploadId"`,
    [id],
  );
  return row ?? false;
}
