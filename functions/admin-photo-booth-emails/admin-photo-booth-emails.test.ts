import { describe, expect, it } from 'vitest';
import { insertPhotoBoothEmail } from '../../db/queries/photo-booth-emails';
import { getDb } from '../../db/client';
import { MESSAGES } from '../_lib/http';
import { adminSession, call, callRaw } from '../../test/server/function-calls';
import { useTestDatabase } from '../../test/server/test-database';
import photoBoothEmails from './admin-photo-booth-emails';

const db = useTestDatabase();

const PATH = '/api/admin/photo-booth-emails';

const record = {
  email: 'luca@example.it',
  nomeCognome: 'Luca Rossi',
  citta: 'Città di Castello',
  provincia: 'PD',
  privacyAccepted: 1,
  marketingConsent: 1,
};

async function addRecord(nomeCognome: string, createdAt: string) {
  const row = await insertPhotoBoothEmail(getDb(), { ...record, nomeCognome }, null);
  await db.query('UPDATE photo_booth_emails SET created_at = $1 WHERE id = $2', [createdAt, row.id]);
}

describe('GET /api/admin/photo-booth-emails', () => {
  it('refuses a request without a session with 401', async () => {
    const res = await call(photoBoothEmails, PATH);
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ error: MESSAGES.unauthorized });
  });

  it('lists the sign-ups newest first', async () => {
    await addRecord('Più Vecchio', '2025-10-15T18:00:00Z');
    await addRecord('Più Nuovo', '2025-10-16T18:00:00Z');
    const res = await call(photoBoothEmails, PATH, { cookie: await adminSession() });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.body).toEqual({
      items: [
        { id: 2, ...record, nomeCognome: 'Più Nuovo', createdAt: expect.any(String) },
        { id: 1, ...record, nomeCognome: 'Più Vecchio', createdAt: expect.any(String) },
      ],
      total: 2,
      nextCursor: null,
    });
  });

  it('exports them as CSV with ?format=csv', async () => {
    await addRecord('Luca Rossi', '2025-10-15T18:45:00Z');
    const res = await callRaw(photoBoothEmails, `${PATH}?format=csv`, { cookie: await adminSession() });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toMatch(
      /^attachment; filename="iscrizioni-generatore-immagini-[\d-]+\.csv"$/,
    );
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(new TextDecoder().decode(bytes)).toBe(
      'Data;Nome e cognome;Email;Città;Provincia;Privacy accettata;Consenso marketing\r\n' +
        '15/10/2025 20:45;Luca Rossi;luca@example.it;Città di Castello;PD;Sì;Sì\r\n',
    );
  });
});
