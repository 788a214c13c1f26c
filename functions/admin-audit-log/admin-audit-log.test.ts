import { erasureTrace } from '../_lib/erasure-trace';
import { describe, expect, it } from 'vitest';
import type { AuditEntry } from '../../core/schema/audit-log.schema';
import { TEST_ADMIN, adminSession, call, callRaw, cookieFrom } from '../../test/server/function-calls';
import { useTestDatabase } from '../../test/server/test-database';
import adminContactSubmissions from '../admin-contact-submissions/admin-contact-submissions';
import adminPersonalData from '../admin-personal-data/admin-personal-data';
import adminUsers from '../admin-users/admin-users';
import campaignMaterial from '../campaign-material/campaign-material';
import campaignMaterialsWrite from '../campaign-materials-write/campaign-materials-write';
import login from '../login/login';
import tourEvent from '../tour-event/tour-event';
import tourEventsWrite from '../tour-events-write/tour-events-write';
import adminAuditLog from './admin-audit-log';

const db = useTestDatabase();
const PATH = '/api/admin/audit-log';
const STOP = { title: 'Comizio', location: 'Padova', eventDate: '2030-11-20' };

const signIn = (username: string, password: string, ip = '198.51.100.23') =>
  call(login, '/api/login', { method: 'POST', body: { username, password }, ip });
const logPage = async (cookie: string, query = '') =>
  (await call(adminAuditLog, `${PATH}${query}`, { cookie, url: `http://localhost:8888${PATH}${query}` })).body as {
    items: AuditEntry[];
    total: number;
  };

describe('GET /api/admin/audit-log', () => {
  it('records every kind of action: who, from where (truncated), what, before → after', async () => {
    await adminSession();
    await db.query('DELETE FROM sessions');
    expect((await signIn(TEST_ADMIN.username, 'sbagliata')).status).toBe(401);
    expect((await signIn('nessuno-con-questo-nome', 'sbagliata')).status).toBe(401);
    const owner = cookieFrom(await signIn(TEST_ADMIN.username, TEST_ADMIN.password));

    const { body: stop } = await call(tourEventsWrite, '/api/tour-events', {
      method: 'POST',
      body: STOP,
      cookie: owner,
    });
    const item = { params: { id: String(stop.id) }, cookie: owner };
    await call(tourEvent, `/api/tour-events/${stop.id}`, {
      ...item,
      method: 'PUT',
      body: { ...STOP, location: 'Este' },
    });
    await call(tourEvent, `/api/tour-events/${stop.id}`, { ...item, method: 'DELETE' });
    await call(adminUsers, '/api/admin/users', {
      method: 'POST',
      cookie: owner,
      body: { username: 'giulia', password: 'prima-password-sicura', role: 'inbox' },
    });
    await db.query(
      `INSERT INTO contact_submissions (name, email, message, privacy_accepted) VALUES ('Anna', 'anna@example.it', 'Un messaggio di prova', 1)`,
    );
    const csvUrl = 'http://localhost:8888/api/admin/contact-submissions?format=csv';
    expect((await callRaw(adminContactSubmissions, csvUrl, { cookie: owner, url: csvUrl })).status).toBe(200);
    await call(adminPersonalData, '/api/admin/personal-data', {
      method: 'DELETE',
      cookie: owner,
      body: { email: 'Anna@Example.it' },
    });

    const { items, total } = await logPage(owner);
    expect(total).toBe(9);
    const summary = items
      .map((row) => [row.actorUsername, row.address, row.action, row.subject?.replace(/:.*/, ':…') ?? null])
      .reverse();
    expect(summary).toEqual([
      [null, '198.51.100.0/24', 'login-failed', TEST_ADMIN.username],
      [null, '198.51.100.0/24', 'login-failed', null],
      [TEST_ADMIN.username, '198.51.100.0/24', 'login', TEST_ADMIN.username],
      [TEST_ADMIN.username, '203.0.113.0/24', 'create', 'tour_events:…'],
      [TEST_ADMIN.username, '203.0.113.0/24', 'update', 'tour_events:…'],
      [TEST_ADMIN.username, '203.0.113.0/24', 'delete', 'tour_events:…'],
      [TEST_ADMIN.username, '203.0.113.0/24', 'create', 'users:…'],
      [TEST_ADMIN.username, '203.0.113.0/24', 'export', 'messaggi-contatti'],
      [TEST_ADMIN.username, '203.0.113.0/24', 'erasure', null],
    ]);
    const byAction = (action: string) => items.filter((row) => row.action === action);
    expect(byAction('update')[0].details.changes).toEqual({ location: { before: 'Padova', after: 'Este' } });
    expect(byAction('export')[0].details).toEqual({ rows: 1 });
    expect(byAction('erasure')[0].details).toEqual({
      emailHash: erasureTrace('anna@example.it'),
      erased: expect.objectContaining({ contactSubmissions: 1 }),
    });
    // Neither the typed unknown username (it may be a password) nor the erased address is kept.
    expect(JSON.stringify(items)).not.toMatch(/nessuno-con-questo-nome|anna@example|\$2/i);
  });

  it('narrows to one person and one kind of action, and exports as CSV, an export it records too', async () => {
    await adminSession();
    const owner = cookieFrom(await signIn(TEST_ADMIN.username, TEST_ADMIN.password));
    await signIn(TEST_ADMIN.username, 'sbagliata');
    await call(adminUsers, '/api/admin/users', {
      method: 'POST',
      cookie: owner,
      body: { username: 'giulia', password: 'prima-password-sicura', role: 'owner' },
    });
    const giulia = cookieFrom(await signIn('giulia', 'prima-password-sicura'));

    expect((await logPage(owner, '?action=login')).items.map((row) => row.actorUsername)).toEqual([
      'giulia',
      TEST_ADMIN.username,
    ]);
    expect((await logPage(giulia, '?actor=GIULIA')).items.map((row) => row.action)).toEqual(['login']);
    expect((await logPage(owner, `?actor=${TEST_ADMIN.username}&action=create`)).total).toBe(1);
    expect(
      (await call(adminAuditLog, `${PATH}?action=hack`, { url: `http://x${PATH}?action=hack`, cookie: owner })).status,
    ).toBe(400);

    const csvUrl = `http://localhost:8888${PATH}?format=csv`;
    const csv = await callRaw(adminAuditLog, csvUrl, { cookie: owner, url: csvUrl });
    expect(csv.headers.get('content-disposition')).toMatch(/registro-attivita/);
    const text = await csv.text();
    expect(text).toContain('Amministratore');
    expect(text).toContain('Accesso non riuscito');
    // Its details in words, as the panel says them: no database names, no JSON, secrets only as changed.
    expect(text).not.toMatch(/password_hash|"changes"|[{}]/);
    expect(text).toContain('modificato');
    expect((await logPage(owner, '?action=export')).items[0]).toMatchObject({
      actorUsername: TEST_ADMIN.username,
      subject: 'registro-attivita',
      details: { rows: 4 },
    });
  });

  it("names each subject: the live row's name, else the one the log recorded, else only that it is gone", async () => {
    const owner = await adminSession();
    await signIn(TEST_ADMIN.username, TEST_ADMIN.password);
    const post = async (body: typeof STOP) =>
      (await call(tourEventsWrite, '/api/tour-events', { method: 'POST', body, cookie: owner })).body as { id: number };
    const stop = (id: number, method: string, body?: typeof STOP) =>
      call(tourEvent, `/api/tour-events/${id}`, { method, body, params: { id: String(id) }, cookie: owner });
    const kept = await post(STOP);
    await stop(kept.id, 'PUT', { ...STOP, title: 'Comizio in piazza' });
    const gone = await post({ ...STOP, title: 'Festa' });
    await stop(gone.id, 'PUT', { ...STOP, title: 'Festa finale' });
    await stop(gone.id, 'DELETE');
    const { body: material } = await call(campaignMaterialsWrite, '/api/campaign-materials', {
      method: 'POST',
      cookie: owner,
      body: { title: 'Santino', fileUrl: 'https://example.it/santino.pdf', fileType: 'document' },
    });
    await call(campaignMaterial, `/api/campaign-materials/${material.id}`, {
      method: 'DELETE',
      params: { id: String(material.id) },
      cookie: owner,
    });
    const { body: account } = await call(adminUsers, '/api/admin/users', {
      method: 'POST',
      cookie: owner,
      body: { username: 'giulia', password: 'prima-password-sicura', role: 'editor' },
    });
    // A stop deleted with no name in the log: a row from before the log kept every field.
    await db.query(
      `INSERT INTO audit_log (action, subject, details) VALUES ('update', 'tour_events:999999', '{"changes": {}}')`,
    );

    const { items } = await logPage(owner);
    const named = items
      .map((row) => [row.action, row.subject, row.subjectName, row.subjectGone])
      .filter(([, subject]) => subject !== TEST_ADMIN.username)
      .reverse();
    expect(named).toEqual([
      ['create', `tour_events:${kept.id}`, 'Comizio in piazza', false],
      ['update', `tour_events:${kept.id}`, 'Comizio in piazza', false],
      ['create', `tour_events:${gone.id}`, 'Festa', true],
      ['update', `tour_events:${gone.id}`, 'Festa finale', true],
      ['delete', `tour_events:${gone.id}`, 'Festa finale', true],
      ['create', `campaign_materials:${material.id}`, 'Santino', true],
      ['delete', `campaign_materials:${material.id}`, 'Santino', true],
      ['create', `users:${account.id}`, 'giulia', false],
      ['update', 'tour_events:999999', null, true],
    ]);
    // A sign-in's subject is a username, not a row: nothing to name, nothing gone.
    expect(items.find((row) => row.action === 'login')).toMatchObject({ subjectName: null, subjectGone: false });
  });

  it('has no way to change or delete a row', async () => {
    const owner = await adminSession();
    for (const method of ['POST', 'PUT', 'DELETE']) {
      expect((await call(adminAuditLog, PATH, { method, cookie: owner })).status).toBe(405);
    }
  });
});
