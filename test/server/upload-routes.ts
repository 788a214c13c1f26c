/**
 * Test support: the routes of uploads and of the law's documents made of them, for the role matrix (admin-routes.ts
 * lists them with the others).
 */
import { randomUUID } from 'node:crypto';
import { API } from '../../core/api-paths';
import { MATERIAL_UPLOAD } from '../../core/schema/material-upload.schema';
import { getDb } from '../../db/client';
import { completeUpload, insertUpload, recordPart } from '../../db/queries/material-uploads.queries';
import adminMaterialUpload from '../../functions/admin-material-upload/admin-material-upload';
import adminMaterialUploads from '../../functions/admin-material-uploads/admin-material-uploads';
import adminTransparencyDocuments from '../../functions/admin-transparency-documents/admin-transparency-documents';
import { materialFilePath } from '../../core/material-files';
import { savePart } from '../../functions/_lib/material-file-store';
import type { AdminRoute } from './admin-routes';
import { pdfBytes } from './upload-kit';

const SIZE = 100;

/** An upload of a 100-byte PDF, begun (no part yet) or with its one part in. */
async function upload({ partSent }: { partSent: boolean }) {
  const { id } = await insertUpload(getDb(), {
    id: randomUUID(),
    name: 'volantino.pdf',
    size: SIZE,
    partBytes: MATERIAL_UPLOAD.partBytes,
    createdBy: null,
  });
  if (partSent) {
    await savePart(id, 0, pdfBytes(SIZE));
    await recordPart(getDb(), id, 0, { contentType: 'application/pdf', fileType: 'pdf', name: 'volantino.pdf' });
  }
  return { params: { id }, url: `http://localhost:8888/api/admin/material-uploads/${id}` };
}

/** A completed upload of a 100-byte PDF: where it is served. */
async function completedPdf(): Promise<string> {
  const { params } = await upload({ partSent: true });
  await completeUpload(getDb(), params.id);
  return materialFilePath(params.id, 'volantino.pdf');
}

export const UPLOAD_ROUTES: AdminRoute[] = [
  {
    method: 'POST',
    path: API.materialUploads,
    handler: adminMaterialUploads,
    access: 'content',
    request: async () => ({ body: { name: 'volantino.pdf', size: SIZE } }),
  },
  {
    method: 'PUT',
    path: API.materialUpload,
    handler: adminMaterialUpload,
    access: 'content',
    request: async () => {
      const { params, url } = await upload({ partSent: false });
      return { params, url: `${url}?part=0`, rawBody: pdfBytes(SIZE) };
    },
  },
  {
    method: 'POST',
    path: API.materialUpload,
    handler: adminMaterialUpload,
    access: 'content',
    request: () => upload({ partSent: true }),
  },
  {
    method: 'DELETE',
    path: API.materialUpload,
    handler: adminMaterialUpload,
    access: 'content',
    request: () => upload({ partSent: true }),
  },
  {
    method: 'PUT',
    path: API.transparencyDocuments,
    handler: adminTransparencyDocuments,
    access: 'transparency',
    request: async () => ({ body: { document: 'cv', fileUrl: await completedPdf() } }),
  },
];
