import type { Db } from '../../db/client';
import type { UploadedFile } from '../../core/schema/material-upload.schema';
import { formatFileSize, materialFilePath } from '../../core/material-files';
import {
  abandonedUploads,
  deleteUpload,
  knownUploadIds,
  type UploadRow,
} from '../../db/queries/material-uploads.queries';
import { deleteFile, storedUploadIds } from './material-file-store';

/** A completed upload as a material's file: where it is served, its type and size; undefined until complete. */
export function uploadedFile(upload: UploadRow): UploadedFile | undefined {
  if (!upload.completed || !upload.fileType) return undefined;
  return {
    fileUrl: materialFilePath(upload.id, upload.name),
    fileType: upload.fileType,
    fileSize: formatFileSize(upload.size),
    name: upload.name,
  };
}

/**
 * Forgets an upload no material links, then deletes its bytes (in that order: a link never points at a deleted
 * file; bytes whose row is gone are swept by sweepAbandonedUploads). False when a material links it or it is gone.
 */
export async function removeUpload(db: Db, id: string): Promise<boolean> {
  if (!(await deleteUpload(db, id))) return false;
  await deleteFile(id);
  return true;
}

/**
 * Deletes what interrupted uploads left: uploads never finished within an hour or never linked to a material
 * within a day (UPLOAD_ABANDONED_AFTER), then any bytes in the store whose upload is no longer known. Run when an
 * upload starts and by the daily retention job; answers how many uploads went.
 */
export async function sweepAbandonedUploads(db: Db, now: Date): Promise<number> {
  let removed = 0;
  for (const { id } of await abandonedUploads(db, now)) {
    if (await removeUpload(db, id)) removed++;
  }
  const stored = await storedUploadIds();
  const known = await knownUploadIds(db, stored);
  for (const id of stored.filter((stray) => !known.has(stray))) {
    await deleteFile(id);
    removed++;
  }
  return removed;
}
