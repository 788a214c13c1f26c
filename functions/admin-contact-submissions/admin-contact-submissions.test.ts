import { describe, expect, it } from 'vitest';
import { insertContactSubmission } from '../../db/queries/contact-submissions';
import { getDb } from '../../db/client';
import { MESSAGES } from '../_lib/http';
import { adminSession, call, callRaw } from '../../test/server/function-calls';
import { useTestDatabase } from '../../test/server/test-database';
import contactSubmissions from './admin-contact-submissions';

const db = useTestDatabase();

const PATH = '/api/admin/contact-submissions';

const message = {
  name: 'Anna Bianchi',
  email: 'anna@example.it',
  phone: '+39 049 123456',
  message: 'Vorrei dare una mano; scrivo "volentieri".\nA presto!',
  privacyAccepted: 1,
  marketingConsent: 0,
};

async function addMessage(name: string, createdAt: string, marketingConsent = 0) {
  const { submission: row } = await insertContactSubmission(
    getDb(),
    { ...message, name, marketingConsent },
    undefined,
    null,
  );
  await db.query('UPDATE contact_submissions SET created_at = $1 WHERE id = $2', [createdAt, row.id]);
}

/** The CSV export as the browser downloads it: raw bytes, not JSON. */
async function download(cookie?: string) {
  const res = await callRaw(contactSubmissions, `${PATH}?format=csv`, { cookie });
  return { res, bytes: new Uint8Array(await res.arrayBuffer()) };
}

describe('GET /api/admin/contact-submissions', () => {
  it('refuses a request without a session with 401', async () => {
    await addMessage('Anna Bianchi', '2025-11-01T10:00:00Z');
    const res = await call(contactSubmissions, PATH);
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ error: MESSAGES.unauthorized });
    const csv = await download();
    expect(csv.res.status).toBe(401);
    expect(csv.res.headers.get('content-type')).toContain('application/json');
  });

  it('lists the messages newest first, with their consent flags, never cached', async () => {
    await addMessage('Primo Mittente', '2025-11-01T10:00:00Z');
    await addMessage('Terzo Mittente', '2025-11-03T10:00:00Z', 1);
    await addMessage('Secondo Mittente', '2025-11-02T10:00:00Z');
    const res = await call(contactSubmissions, PATH, { cookie: await adminSession() });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.body.items.map((row: { name: string }) => row.name)).toEqual([
      'Terzo Mittente',
      'Secondo Mittente',
      'Primo Mittente',
    ]);
    expect(res.body.total).toBe(3);
    expect(res.body.nextCursor).toBeNull();
    expect(res.body.items[0]).toEqual({
      id: 2,
      ...message,
      name: 'Terzo Mittente',
      marketingConsent: 1,
      createdAt: expect.any(String),
    });
  });

  it('exports them as a CSV Excel opens: BOM, ";", CRLF, quoted text, Italian dates and Sì/No', async () => {
    await addMessage('Anna Bianchi', '2025-11-15T17:30:00Z', 1);
    await addMessage('=CMD()', '2025-07-01T22:05:00Z');
    const { res, bytes } = await download(await adminSession());
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toMatch(
      /^attachment; filename="messaggi-contatti-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder('utf-8', { ignoreBOM: false }).decode(bytes);
    const expectedMessage = '"Vorrei dare una mano; scrivo ""volentieri"".\nA presto!"';
    expect(text).toBe(
      [
        'Data;Nome;Email;Telefono;Messaggio;Privacy accettata;Consenso marketing',
        `15/11/2025 18:30;Anna Bianchi;anna@example.it;'+39 049 123456;${expectedMessage};Sì;Sì`,
        `02/07/2025 00:05;'=CMD();anna@example.it;'+39 049 123456;${expectedMessage};Sì;No`,
        '',
      ].join('\r\n'),
    );
  });

  it('answers 405 with Allow to other methods', async () => {
    const res = await call(contactSubmissions, PATH, { method: 'DELETE', cookie: await adminSession() });
    expect(res.status).toBe(405);
    expect(res.headers.get('allow')).toBe('GET, HEAD');
  });
});
