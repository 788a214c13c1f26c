import { HttpResponse } from 'msw';
import { API } from '../../core/api-paths';
import { dayInItaly } from '../../core/rome-time';
import { formatFileSize, materialFilePath, uploadIdOf } from '../../core/material-files';
import { transparencyDocumentSchema } from '../../core/schema/transparency.schema';
import { TRANSPARENCY_DOCUMENTS } from '../../core/transparency';
import { MATERIAL_UPLOAD, MATERIAL_UPLOAD_MESSAGES, newUploadSchema } from '../../core/schema/material-upload.schema';
import { admin, adminApi, notFound } from './admin-api-store';
import { api, handle } from './api-server';
import { BODY_MESSAGES } from './validate-body';

interface FakeUpload {
  name: string;
  size: number;
  parts: number;
  /** The byte count of each part received, in order. */
  received: number[];
}

/**
 * The uploads of materials' files for the component tests, following the functions (docs/decisions/0030): parts
 * of partBytes (small here, so a test file has several), a first part starting "MZ" (an executable) refused
 * with 415 and the upload dropped, the completion answering the fields the form fills in.
 */
export const uploadsApi = { uploads: new Map<string, FakeUpload>(), partBytes: 1000 };

export function resetUploadsApi(): void {
  uploadsApi.uploads.clear();
  uploadsApi.partBytes = 1000;
}

let uploadCount = 0;
const uploadId = () => `00000000-0000-4000-8000-${String(++uploadCount).padStart(12, '0')}`;

const record = (request: Request) => {
  const url = new URL(request.url);
  adminApi.writes.push(`${request.method} ${url.pathname}${url.search}`);
};

export const uploadHandlers = [
  handle(
    'POST',
    API.materialUploads,
    admin(newUploadSchema, ({ name, size }) => {
      if (size > MATERIAL_UPLOAD.maxBytes) {
        return HttpResponse.json({ error: MATERIAL_UPLOAD_MESSAGES.tooLarge }, { status: 413 });
      }
      const id = uploadId();
      const parts = Math.ceil(size / uploadsApi.partBytes);
      uploadsApi.uploads.set(id, { name, size, parts, received: [] });
      return { id, partBytes: uploadsApi.partBytes, parts };
    }),
    201,
  ),
  handle('PUT', API.materialUpload, async ({ request, params }) => {
    record(request);
    const upload = uploadsApi.uploads.get(String(params.id));
    if (!upload) return notFound();
    const bytes = new Uint8Array(await request.arrayBuffer());
    if (upload.received.length === 0 && bytes[0] === 0x4d && bytes[1] === 0x5a) {
      uploadsApi.uploads.delete(String(params.id));
      return HttpResponse.json({ error: MATERIAL_UPLOAD_MESSAGES.type }, { status: 415 });
    }
    upload.received.push(bytes.byteLength);
    return null;
  }),
  handle('POST', API.materialUpload, ({ request, params }) => {
    record(request);
    const id = String(params.id);
    const upload = uploadsApi.uploads.get(id);
    if (!upload) return notFound();
    return {
      fileUrl: materialFilePath(id, upload.name),
      fileType: 'pdf' as const,
      fileSize: formatFileSize(upload.size),
      name: upload.name,
    };
  }),
  handle('DELETE', API.materialUpload, ({ request, params }) => {
    record(request);
    return uploadsApi.uploads.delete(String(params.id)) ? null : notFound();
  }),
  // The owner publishes an uploaded file as a document of /trasparenza: the site content answers with it.
  handle(
    'PUT',
    API.transparencyDocuments,
    admin(transparencyDocumentSchema, ({ document, fileUrl, issuedOn }) => {
      if (adminApi.user?.role !== 'owner')
        return HttpResponse.json({ error: 'Il tuo ruolo non consente questa operazione' }, { status: 403 });
      if (!uploadsApi.uploads.has(uploadIdOf(fileUrl) ?? '')) {
        return HttpResponse.json(
          { error: BODY_MESSAGES.badInput, fields: { fileUrl: MATERIAL_UPLOAD_MESSAGES.notUploaded } },
          { status: 400 },
        );
      }
      const { urlField, dateField } = TRANSPARENCY_DOCUMENTS[document];
      return Object.assign(api.content, {
        [urlField]: fileUrl,
        [dateField]: issuedOn ?? dayInItaly(new Date()),
        version: api.content.version + 1,
      });
    }),
  ),
];
