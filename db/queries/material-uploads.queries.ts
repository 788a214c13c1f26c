import { RETENTION_POLICY } from '../../core/policy';
import type { Db } from '../client';
import type { FileType } from '../../core/schema/campaign-material.schema';

/** An upload as the functions read it (migration 0013). */
export interface UploadRow {
  id: string;
  name: string;
  size: number;
  partBytes: number;
  parts: number;
  partsReceived: number;
  contentType: string | null;
  fileType: FileType | null;
  completed: boolean;
}

/** An upload in use: a material's file, or one of the law's documents on /trasparenza (migration 0016). */
const IN_USE = `(EXISTS (SELECT 1 FROM campaign_materials m WHERE m.upload_id = u.id)
  OR EXISTS (SELECT 1 FROM site_content s WHERE u.id IN (s.cv_upload_id, s.criminal_record_upload_id)))`;

const COLUMNS = `id, name, size, part_bytes AS "partBytes", parts, parts_received AS "partsReceived",
  content_type AS "contentType", file_type AS "fileType", completed_at IS NOT NULL AS completed`;

export async function insertUpload(
  db: Db,
  upload: { id: string; name: string; size: number; partBytes: number; createdBy: string | null },
): Promise<UploadRow> {
  const parts = Math.ceil(upload.size / upload.partBytes);
  const [row] = await db.query<UploadRow>(
    `INSERT INTO material_uploads (id, name, size, part_bytes, parts, created_by)
     VALUES ($1, $2, $3, $4, $5, $6) RETURNING ${COLUMNS}`,
    [upload.id, upload.name, upload.size, upload.partBytes, parts, upload.createdBy],
  );
  return row;
}

export async function findUpload(db: Db, id: string): Promise<UploadRow | undefined> {
  const [row] = await db.query<UploadRow>(`SELECT ${COLUMNS} FROM material_uploads WHERE id = $1`, [id]);
  return row;
}

/** What the first part's bytes showed: the type it is served as and the name it is served under. */
export interface DetectedType {
  contentType: string;
  fileType: FileType;
  name: string;
}

/**
 * Counts part `part` as stored; the first part also records the type its bytes showed. Parts come in order; the
 * same part again (a retry after a lost answer) is stored again and counted once. False when the upload is gone,
 * already completed, or the part is out of order.
 */
export async function recordPart(db: Db, id: string, part: number, detected?: DetectedType): Promise<boolean> {
  const rows = await db.query(
    `UPDATE material_uploads SET parts_received = GREATEST(parts_received, $2 + 1),
       content_type = COALESCE($3, content_type), file_type = COALESCE($4, file_type), name = COALESCE($5, name)
     WHERE id = $1 AND completed_at IS NULL AND $2 <= parts_received AND $2 < parts RETURNING id`,
    [id, part, detected?.contentType ?? null, detected?.fileType ?? null, detected?.name ?? null],
  );
  return rows.length > 0;
}

/** Marks the upload complete once every part is in; undefined when one is missing or it is gone. */
export async function completeUpload(db: Db, id: string): Promise<UploadRow | undefined> {
  const [row] = await db.query<UploadRow>(
    `UPDATE material_uploads SET completed_at = COALESCE(completed_at, now())
     WHERE id = $1 AND parts_received = parts AND content_type IS NOT NULL RETURNING ${COLUMNS}`,
    [id],
  );
  return row;
}

/** Forgets an upload nothing uses; false when something does (or it is gone). Its blobs go first (the caller). */
export async function deleteUpload(db: Db, id: string): Promise<boolean> {
  const rows = await db.query(`DELETE FROM material_uploads u WHERE id = $1 AND NOT ${IN_USE} RETURNING id`, [id]);
  return rows.length > 0;
}

/**
 * Uploads left behind: never finished, or finished and never put to use, past their time
 * (RETENTION_POLICY.unfinishedUploadHours, unusedUploadHours).
 */
export function abandonedUploads(db: Db, now: Date): Promise<Pick<UploadRow, 'id'>[]> {
  return db.query(
    `SELECT id FROM material_uploads u
     WHERE (completed_at IS NULL AND created_at < $1::timestamptz - make_interval(hours => $2))
        OR (completed_at IS NOT NULL AND created_at < $1::timestamptz - make_interval(hours => $3) AND NOT ${IN_USE})
     ORDER BY created_at`,
    [now.toISOString(), RETENTION_POLICY.unfinishedUploadHours, RETENTION_POLICY.unusedUploadHours],
  );
}

/** Which of these ids name an upload (the store's leftovers are the others). */
export async function knownUploadIds(db: Db, ids: readonly string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db.query<{ id: string }>(
    `SELECT id::text AS id FROM material_uploads WHERE id::text = ANY($1::text[])`,
    [ids],
  );
  return new Set(rows.map((row) => row.id));
}
