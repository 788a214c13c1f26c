import type { Config } from '@netlify/functions';
import { randomUUID } from 'node:crypto';
import {
  MATERIAL_UPLOAD,
  MATERIAL_UPLOAD_MESSAGES,
  newUploadSchema,
  type MaterialUpload,
} from '../../core/schema/material-upload.schema';
import { getDb } from '../../db/client';
import { insertUpload } from '../../db/queries/material-uploads.queries';
import { requireRole } from '../_lib/auth';
import { HttpError, endpoint, json, readBody } from '../_lib/http';
import { sweepAbandonedUploads } from '../_lib/material-uploads';

/**
 * An editor starts uploading a material's file: the answer says how to cut it into parts. Uploads abandoned
 * earlier are swept first, so a store in use never keeps leftovers for long.
 */
export default endpoint({
  POST: async (req, context) => {
    const { db, user } = await requireRole(getDb(), req, context, 'content');
    const { name, size } = await readBody(req, newUploadSchema);
    if (size > MATERIAL_UPLOAD.maxBytes) throw new HttpError(413, MATERIAL_UPLOAD_MESSAGES.tooLarge);
    await sweepAbandonedUploads(db, new Date());
    const upload = await insertUpload(db, {
      id: randomUUID(),
      name,
      size,
      partBytes: MATERIAL_UPLOAD.partBytes,
      createdBy: user.id,
    });
    const reply: MaterialUpload = { id: upload.id, partBytes: upload.partBytes, parts: upload.parts };
    return json(reply, 201);
  },
});

export const config: Config = { path: '/api/admin/material-uploads' };
