import { describe, expect, it } from 'vitest';
import { API } from '../../core/api-paths';
import { dayInItaly } from '../../core/rome-time';
import { MATERIAL_UPLOAD_MESSAGES } from '../../core/schema/material-upload.schema';
import { TRANSPARENCY_MESSAGES } from '../../core/schema/transparency.schema';
import { FIRST_VOTING_DAY, OLDEST_CERTIFICATE } from '../../core/transparency';
import { daysBefore } from '../../core/vote-calendar';
import { adminSession, call, callRaw, routeByMethod } from '../../test/server/function-calls';
import { useTestDatabase } from '../../test/server/test-database';
import { storedKeys } from '../../test/server/test-blob-store';
import { docxBytes, pdfBytes, startUpload, uploadFile } from '../../test/server/upload-kit';
import { getDb } from '../../db/client';
import { sweepAbandonedUploads } from '../_lib/material-uploads';
import * as contentRead from '../content/content';
import * as contentWrite from '../content-write/content-write';
import materialFile from '../material-file/material-file';
import adminTransparencyDocuments from './admin-transparency-documents';

const db = useTestDatabase();
const content = routeByMethod(contentRead, contentWrite);

const publish = (body: Record<string, unknown>, cookie: string) =>
  call(adminTransparencyDocuments, API.transparencyDocuments, { method: 'PUT', body, cookie });

const uploadedPdf = async (name: string, cookie: string): Promise<string> =>
  (await uploadFile(name, pdfBytes(2000), cookie)).body.fileUrl;

const download = (fileUrl: string) => {
  const [, , , id, name] = fileUrl.split('/');
  return callRaw(materialFile, fileUrl, { params: { id, name } });
};

/** The public read: what /trasparenza is rendered with and refreshes from. */
const publicContent = async () => (await call(content, API.content)).body;

describe('PUT /api/admin/transparency-documents', () => {
  it("publishes the owner's CV as a PDF dated the day it goes online, and the public content shows it", async () => {
    const owner = await adminSession('owner');
    const fileUrl = await uploadedPdf('Curriculum Venturini.pdf', owner);
    const before = dayInItaly(new Date());
    const res = await publish({ document: 'cv', fileUrl }, owner);
    const after = dayInItaly(new Date());
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ cvUrl: fileUrl, criminalRecordUrl: null, criminalRecordIssuedOn: null });
    expect([before, after]).toContain(res.body.cvPublishedOn);

    expect(await publicContent()).toMatchObject({ cvUrl: fileUrl, cvPublishedOn: res.body.cvPublishedOn });
    expect((await download(fileUrl)).headers.get('content-type')).toBe('application/pdf');
    // In use, the file is never swept as an abandoned upload, however old.
    expect(await sweepAbandonedUploads(getDb(), new Date(Date.now() + 7 * 24 * 3600_000))).toBe(0);
    expect((await download(fileUrl)).status).toBe(200);
  });

  it('takes a certificate issued exactly 90 days before the first voting day, with that date', async () => {
    const owner = await adminSession('owner');
    const fileUrl = await uploadedPdf('casellario.pdf', owner);
    const res = await publish({ document: 'criminalRecord', fileUrl, issuedOn: OLDEST_CERTIFICATE }, owner);
    expect(res.status).toBe(200);
    expect(OLDEST_CERTIFICATE).toBe('2025-08-25');
    expect(await publicContent()).toMatchObject({
      criminalRecordUrl: fileUrl,
      criminalRecordIssuedOn: '2025-08-25',
      cvUrl: null,
    });
  });

  it('refuses a certificate issued 91 days before the vote, or after it, or undated, and writes nothing', async () => {
    const owner = await adminSession('owner');
    const fileUrl = await uploadedPdf('casellario.pdf', owner);
    const cases = [
      { issuedOn: daysBefore(OLDEST_CERTIFICATE, 1), message: TRANSPARENCY_MESSAGES.tooOld },
      { issuedOn: daysBefore(FIRST_VOTING_DAY, -1), message: TRANSPARENCY_MESSAGES.afterVote },
      { issuedOn: undefined, message: TRANSPARENCY_MESSAGES.issuedOn },
      { issuedOn: '2025-02-30', message: TRANSPARENCY_MESSAGES.issuedOn },
    ];
    for (const { issuedOn, message } of cases) {
      const res = await publish({ document: 'criminalRecord', fileUrl, issuedOn }, owner);
      expect(res.status).toBe(400);
      expect(res.body.fields).toEqual({ issuedOn: message });
    }
    expect(TRANSPARENCY_MESSAGES.tooOld).toBe(
      'Il certificato è stato rilasciato più di 90 giorni prima del voto (23 novembre 2025): la legge ne chiede uno rilasciato dal 25 agosto 2025 in poi',
    );
    // The first voting day itself is still in time.
    expect((await publish({ document: 'criminalRecord', fileUrl, issuedOn: FIRST_VOTING_DAY }, owner)).status).toBe(
      200,
    );
  });

  it('takes only a PDF: a Word file is refused in Italian and nothing is published', async () => {
    const owner = await adminSession('owner');
    const { fileUrl } = (await uploadFile('curriculum.docx', docxBytes(), owner)).body;
    const res = await publish({ document: 'cv', fileUrl }, owner);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      error: TRANSPARENCY_MESSAGES.notPdf,
      fields: { fileUrl: TRANSPARENCY_MESSAGES.notPdf },
    });
    expect((await publicContent()).cvUrl).toBeNull();
  });

  it('refuses an unfinished or unknown upload, and a link elsewhere, on the fileUrl field', async () => {
    const owner = await adminSession('owner');
    const { id } = (await startUpload('cv.pdf', 100, owner)).body;
    const unfinished = await publish({ document: 'cv', fileUrl: `/api/material-files/${id}/cv.pdf` }, owner);
    expect(unfinished.body.fields).toEqual({ fileUrl: MATERIAL_UPLOAD_MESSAGES.notUploaded });
    const elsewhere = await publish({ document: 'cv', fileUrl: 'https://example.it/cv.pdf' }, owner);
    expect(elsewhere.body.fields).toEqual({ fileUrl: TRANSPARENCY_MESSAGES.fileUrl });
    expect(await db.count('site_content')).toBe(0);
  });

  it('is the owner’s alone: the editor and the inbox get 403, and the content write cannot set a document', async () => {
    const owner = await adminSession('owner');
    const fileUrl = await uploadedPdf('cv.pdf', owner);
    for (const [role, username] of [
      ['editor', 'redazione'],
      ['inbox', 'segreteria'],
    ] as const) {
      expect((await publish({ document: 'cv', fileUrl }, await adminSession(role, username))).status).toBe(403);
    }
    const editor = await adminSession('editor', 'redazione');
    const viaContent = await call(content, API.content, {
      method: 'PUT',
      body: { cvUrl: fileUrl, criminalRecordUrl: fileUrl, heroTitle: 'Un titolo' },
      cookie: editor,
    });
    expect(viaContent.status).toBe(200);
    expect(viaContent.body).toMatchObject({ cvUrl: null, criminalRecordUrl: null, heroTitle: 'Un titolo' });
  });

  it('replaces the document: the file it replaced is deleted with its bytes', async () => {
    const owner = await adminSession('owner');
    const first = await uploadedPdf('cv-vecchio.pdf', owner);
    await publish({ document: 'cv', fileUrl: first }, owner);
    const second = await uploadedPdf('cv-nuovo.pdf', owner);
    expect((await publish({ document: 'cv', fileUrl: second }, owner)).body.cvUrl).toBe(second);
    expect((await download(first)).status).toBe(404);
    expect((await download(second)).status).toBe(200);
    expect(await storedKeys()).toEqual([`${second.split('/')[3]}/0`]);
  });
});
