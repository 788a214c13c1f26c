import { describe, expect, it } from 'vitest';
import { MATERIAL_UPLOAD, MATERIAL_UPLOAD_MESSAGES } from '../../core/schema/material-upload.schema';
import { API } from '../../core/api-paths';
import { adminSession, call, callRaw } from '../../test/server/function-calls';
import { useTestDatabase } from '../../test/server/test-database';
import { storedKeys } from '../../test/server/test-blob-store';
import {
  abandonUpload,
  docxBytes,
  executableBytes,
  finishUpload,
  pdfBytes,
  sendPart,
  startUpload,
  uploadFile,
} from '../../test/server/upload-kit';
import materialFile from '../material-file/material-file';
import campaignMaterial from '../campaign-material/campaign-material';
import campaignMaterialsWrite from '../campaign-materials-write/campaign-materials-write';

const db = useTestDatabase();

const download = (fileUrl: string) => {
  const [, , , id, name] = fileUrl.split('/');
  return callRaw(materialFile, fileUrl, { params: { id, name } });
};

describe('uploading a material file in parts', () => {
  it('takes a 12 MB PDF in 3 parts and serves it back byte for byte, named, with a long cache', async () => {
    const bytes = pdfBytes(12_000_000);
    const done = await uploadFile('Programma elettorale.pdf', bytes);
    expect(done.status).toBe(200);
    expect(done.body).toEqual({
      fileUrl: expect.stringMatching(/^\/api\/material-files\/[0-9a-f-]{36}\/Programma%20elettorale\.pdf$/),
      fileType: 'pdf',
      fileSize: '12 MB',
      name: 'Programma elettorale.pdf',
    });
    expect(await storedKeys()).toHaveLength(3);

    const res = await download(done.body.fileUrl);
    expect(res.status).toBe(200);
    expect(Buffer.from(await res.arrayBuffer()).equals(Buffer.from(bytes))).toBe(true);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-length')).toBe('12000000');
    expect(res.headers.get('content-disposition')).toBe(
      `attachment; filename="Programma elettorale.pdf"; filename*=UTF-8''Programma%20elettorale.pdf`,
    );
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(res.headers.get('content-security-policy')).toBe("default-src 'none'; sandbox");
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('names the file by what its bytes are, whatever its name says', async () => {
    const done = await uploadFile('Città: il piano?.pdf', docxBytes());
    expect(done.body).toMatchObject({ fileType: 'document', name: 'Città- il piano.docx' });
    const res = await download(done.body.fileUrl);
    expect(res.headers.get('content-type')).toBe(
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    );
    expect(res.headers.get('content-disposition')).toBe(
      `attachment; filename="Citta- il piano.docx"; filename*=UTF-8''Citt%C3%A0-%20il%20piano.docx`,
    );
  });

  it('refuses a renamed executable at its first part, with an Italian message, and keeps nothing', async () => {
    const res = await uploadFile('volantino.pdf', executableBytes(5_000_000));
    expect(res.status).toBe(415);
    expect(res.body).toEqual({ error: MATERIAL_UPLOAD_MESSAGES.type });
    expect(await storedKeys()).toEqual([]);
    expect(await db.count('material_uploads')).toBe(0);
  });

  it('refuses a file over 20 MB before any part, and an empty one', async () => {
    const cookie = await adminSession('editor', 'redazione');
    const tooLarge = await startUpload('video.pdf', MATERIAL_UPLOAD.maxBytes + 1, cookie);
    expect(tooLarge.status).toBe(413);
    expect(tooLarge.body).toEqual({ error: MATERIAL_UPLOAD_MESSAGES.tooLarge });
    const emptyFile = await startUpload('vuoto.pdf', 0, cookie);
    expect(emptyFile.status).toBe(400);
    expect(emptyFile.body.fields).toEqual({ size: MATERIAL_UPLOAD_MESSAGES.empty });
    expect(await db.count('material_uploads')).toBe(0);
  });

  it('refuses parts of the wrong length, out of order or out of range, and an early completion', async () => {
    const cookie = await adminSession('editor', 'redazione');
    const bytes = pdfBytes(MATERIAL_UPLOAD.partBytes + 10);
    const { id } = (await startUpload('a.pdf', bytes.byteLength, cookie)).body;
    expect((await sendPart(id, 0, bytes.slice(0, 100), cookie)).status).toBe(400);
    expect((await sendPart(id, 1, bytes.slice(MATERIAL_UPLOAD.partBytes), cookie)).status).toBe(409);
    expect((await sendPart(id, 2, bytes.slice(0, 10), cookie)).body).toEqual({ error: MATERIAL_UPLOAD_MESSAGES.part });
    expect((await sendPart(id, 'x', bytes.slice(0, 10), cookie)).status).toBe(400);
    expect((await sendPart(id, 0, bytes.slice(0, MATERIAL_UPLOAD.partBytes), cookie)).status).toBe(204);
    const early = await finishUpload(id, cookie);
    expect(early.status).toBe(409);
    expect(early.body).toEqual({ error: MATERIAL_UPLOAD_MESSAGES.incomplete });
    // The same part again (its answer was lost) is taken once more, then the upload goes on.
    expect((await sendPart(id, 0, bytes.slice(0, MATERIAL_UPLOAD.partBytes), cookie)).status).toBe(204);
    expect((await sendPart(id, 1, bytes.slice(MATERIAL_UPLOAD.partBytes), cookie)).status).toBe(204);
    expect((await finishUpload(id, cookie)).status).toBe(200);
  });

  it('leaves nothing behind when the admin abandons an upload half way', async () => {
    const cookie = await adminSession('editor', 'redazione');
    const bytes = pdfBytes(MATERIAL_UPLOAD.partBytes * 2);
    const { id } = (await startUpload('a.pdf', bytes.byteLength, cookie)).body;
    await sendPart(id, 0, bytes.slice(0, MATERIAL_UPLOAD.partBytes), cookie);
    expect(await storedKeys()).toEqual([`${id}/0`]);
    expect((await abandonUpload(id, cookie)).status).toBe(204);
    expect(await storedKeys()).toEqual([]);
    expect(await db.count('material_uploads')).toBe(0);
    expect((await abandonUpload(id, cookie)).status).toBe(404);
  });

  it('serves nothing for an unfinished upload or under another name', async () => {
    const cookie = await adminSession('editor', 'redazione');
    const { id } = (await startUpload('a.pdf', 100, cookie)).body;
    expect((await download(`/api/material-files/${id}/a.pdf`)).status).toBe(404);
    await sendPart(id, 0, pdfBytes(100), cookie);
    const { fileUrl } = (await finishUpload(id, cookie)).body;
    expect((await download(fileUrl)).status).toBe(200);
    expect((await download(`/api/material-files/${id}/altro.pdf`)).status).toBe(404);
  });
});

describe('a material made of an uploaded file', () => {
  const addMaterial = async (fileUrl: string, cookie: string) =>
    call(campaignMaterialsWrite, API.campaignMaterials, {
      method: 'POST',
      body: { title: 'Programma', fileUrl, fileType: 'image', fileSize: '1 kB' },
      cookie,
    });

  it('takes its type and size from the upload, and deleting it deletes the file', async () => {
    const cookie = await adminSession('editor', 'redazione');
    const { fileUrl } = (await uploadFile('programma.pdf', pdfBytes(2_400_000), cookie)).body;
    const created = await addMaterial(fileUrl, cookie);
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ fileUrl, fileType: 'pdf', fileSize: '2,4 MB' });
    // Linked, the file is not abandoned: the admin cannot drop it from under the material.
    const { id: uploadId } = (await db.query<{ id: string }>('SELECT id FROM material_uploads'))[0];
    expect((await abandonUpload(uploadId, cookie)).status).toBe(409);

    const id = String(created.body.id);
    const removed = await call(campaignMaterial, `/api/campaign-materials/${id}`, {
      method: 'DELETE',
      params: { id },
      cookie,
    });
    expect(removed.status).toBe(204);
    expect(await storedKeys()).toEqual([]);
    expect(await db.count('material_uploads')).toBe(0);
    expect((await download(fileUrl)).status).toBe(404);
  });

  it('refuses the path of an upload that is unfinished or unknown, on the fileUrl field', async () => {
    const cookie = await adminSession('editor', 'redazione');
    const { id } = (await startUpload('a.pdf', 100, cookie)).body;
    for (const fileUrl of [
      `/api/material-files/${id}/a.pdf`,
      '/api/material-files/00000000-0000-4000-8000-000000000000/a.pdf',
    ]) {
      const res = await addMaterial(fileUrl, cookie);
      expect(res.status).toBe(400);
      expect(res.body.fields).toEqual({ fileUrl: MATERIAL_UPLOAD_MESSAGES.notUploaded });
    }
    expect(await db.count('campaign_materials')).toBe(0);
  });
});
