import { getStore } from '@netlify/blobs';
import { describe, expect, it } from 'vitest';
import { insertCampaignMaterial } from '../../db/queries/campaign-materials.queries';
import { getDb } from '../../db/client';
import { adminSession } from '../../test/server/function-calls';
import { useTestDatabase } from '../../test/server/test-database';
import { storedKeys } from '../../test/server/test-blob-store';
import { pdfBytes, sendPart, startUpload, uploadFile } from '../../test/server/upload-kit';
import { runRetention } from '../retention/retention';
import { sweepAbandonedUploads } from './material-uploads';

const db = useTestDatabase();

const backdate = (id: string, hours: number) =>
  db.query(`UPDATE material_uploads SET created_at = now() - make_interval(hours => $2) WHERE id = $1`, [id, hours]);

describe('the sweep of abandoned uploads', () => {
  it('deletes an upload left unfinished for an hour, and one finished but unused for a day, with their bytes', async () => {
    const cookie = await adminSession('editor', 'redazione');
    const unfinished = (await startUpload('a.pdf', 200, cookie)).body.id as string;
    await sendPart(unfinished, 0, pdfBytes(200), cookie);
    const unused = (await uploadFile('b.pdf', pdfBytes(300), cookie)).body.fileUrl.split('/')[3] as string;
    const used = (await uploadFile('c.pdf', pdfBytes(400), cookie)).body.fileUrl as string;
    const usedId = used.split('/')[3];
    await insertCampaignMaterial(getDb(), {
      title: 'Volantino C',
      description: null,
      fileUrl: used,
      fileType: 'pdf',
      fileSize: null,
      uploadId: usedId,
    });
    const recent = (await startUpload('d.pdf', 100, cookie)).body.id as string;

    expect(await sweepAbandonedUploads(getDb(), new Date())).toBe(0);
    await backdate(unfinished, 2);
    await backdate(unused, 23);
    await backdate(usedId, 48);
    expect(await sweepAbandonedUploads(getDb(), new Date())).toBe(1);
    await backdate(unused, 25);
    expect(await sweepAbandonedUploads(getDb(), new Date())).toBe(1);

    const left = await db.query<{ id: string }>('SELECT id FROM material_uploads ORDER BY name');
    expect(left.map(({ id }) => id)).toEqual([usedId, recent]);
    expect(await storedKeys()).toEqual([`${usedId}/0`]);
  });

  it('deletes bytes in the store whose upload is no longer known, and runs with the daily retention', async () => {
    const cookie = await adminSession('editor', 'redazione');
    const kept = (await uploadFile('a.pdf', pdfBytes(100), cookie)).body.fileUrl.split('/')[3] as string;
    await getStore('material-files').set('00000000-0000-4000-8000-000000000000/0', 'resto');
    await runRetention(getDb(), new Date());
    expect(await storedKeys()).toEqual([`${kept}/0`]);
  });
});
