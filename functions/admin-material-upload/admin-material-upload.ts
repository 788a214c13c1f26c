import type { Config, Context } from '@netlify/functions';
import { MATERIAL_UPLOAD_MESSAGES } from '../../core/schema/material-upload.schema';
import { getDb, type Db } from '../../db/client';
import { completeUpload, findUpload, recordPart, type UploadRow } from '../../db/queries/material-uploads.queries';
import { requireRole } from '../_lib/auth';
import { HttpError, MESSAGES, endpoint, json, noContent, readLimitedBytes, uuidParam } from '../_lib/http';
import { detectType, savePart } from '../_lib/material-file-store';
import { removeUpload, uploadedFile } from '../_lib/material-uploads';

async function openUpload(req: Request, context: Context): Promise<{ db: Db; upload: UploadRow }> {
  const { db } = await requireRole(getDb(), req, context, 'content');
  const upload = await findUpload(db, uuidParam(context));
  if (!upload) throw new HttpError(404, MESSAGES.notFound);
  return { db, upload };
}

/** Part n of the upload (`?part=n`): 0 to parts − 1, each partBytes long but the last. */
function partIndex(req: Request, upload: UploadRow): number {
  const raw = new URL(req.url).searchParams.get('part') ?? '';
  const part = /^\d{1,4}$/.test(raw) ? Number(raw) : -1;
  if (part < 0 || part >= upload.parts) throw new HttpError(400, MATERIAL_UPLOAD_MESSAGES.part);
  return part;
}

const partLength = (upload: UploadRow, part: number): number =>
  Math.min(upload.partBytes, upload.size - part * upload.partBytes);

/**
 * One upload (docs/decisions/0030): PUT stores a part (its bytes as the body), POST completes it once every part
 * is in, DELETE abandons it and deletes what was sent. The first part's bytes say the file's type: any type a
 * material may not be ends the upload at once, before the rest is sent.
 */
export default endpoint({
  PUT: async (req, context) => {
    const { db, upload } = await openUpload(req, context);
    const part = partIndex(req, upload);
    const bytes = await readLimitedBytes(req, upload.partBytes, MATERIAL_UPLOAD_MESSAGES.part);
    if (bytes.byteLength !== partLength(upload, part)) throw new HttpError(400, MATERIAL_UPLOAD_MESSAGES.part);
    if (upload.completed || part > upload.partsReceived) throw new HttpError(409, MATERIAL_UPLOAD_MESSAGES.part);
    const detected = part === 0 ? await detectType(bytes, upload.name) : undefined;
    if (part === 0 && !detected) {
      await removeUpload(db, upload.id);
      throw new HttpError(415, MATERIAL_UPLOAD_MESSAGES.type);
    }
    await savePart(upload.id, part, bytes);
    if (!(await recordPart(db, upload.id, part, detected))) throw new HttpError(409, MATERIAL_UPLOAD_MESSAGES.part);
    return noContent();
  },
  POST: async (req, context) => {
    const { db, upload } = await openUpload(req, context);
    const done = await completeUpload(db, upload.id);
    const file = done && uploadedFile(done);
    if (!file) throw new HttpError(409, MATERIAL_UPLOAD_MESSAGES.incomplete);
    return json(file);
  },
  DELETE: async (req, context) => {
    const { db, upload } = await openUpload(req, context);
    // A file a material links stays: deleting the material deletes it.
    if (!(await removeUpload(db, upload.id))) throw new HttpError(409, MATERIAL_UPLOAD_MESSAGES.inUse);
    return noContent();
  },
});

export const config: Config = { path: '/api/admin/material-uploads/:id' };
