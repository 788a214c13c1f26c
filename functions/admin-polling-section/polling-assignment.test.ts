import { describe, expect, it } from 'vitest';
import { POLLING_MESSAGES } from '../../core/schema/polling-section.schema';
import { siteConfig } from '../../core/site-config';
import { adminSession, call } from '../../test/server/function-calls';
import { calendarOf, mailsTo } from '../../test/server/rsvp-test-kit';
import { PADOVA, importCsv, sectionIds, volunteerWho } from '../../test/server/polling-kit';
import { useTestSmtpServer } from '../../test/server/smtp-test-server';
import { useTestDatabase } from '../../test/server/test-database';
import coverage from '../admin-polling-coverage/admin-polling-coverage';
import decline from '../polling-decline/polling-decline';
import adminPollingSection from './admin-polling-section';

const db = useTestDatabase();
const smtp = useTestSmtpServer();

const CSV =
  'comune,numero,indirizzo\nPadova,1,"Scuola Galilei, via Roma 1"\nPadova,2,Scuola Muratori\nVenezia,1,Scuola Gozzi\n';

const assign = (
  cookie: string,
  id: number,
  body: { effettivo: number | null; supplente: number | null },
  ifMatch?: number,
) =>
  call(adminPollingSection, `/api/admin/polling-sections/${id}`, {
    method: 'PUT',
    params: { id: String(id) },
    body,
    cookie,
    headers: ifMatch === undefined ? undefined : { 'if-match': `"${ifMatch}"` },
  });

const declineToken = (email: string) => {
  const text = mailsTo(smtp().received, email).at(-1)?.parsed.text ?? '';
  const match = /\/rappresentanti\/rinuncia\?t=([A-Za-z0-9_-]{43})/.exec(text);
  if (!match) throw new Error('No decline link in the mail');
  return match[1];
};

const declineBy = (token: string) => call(decline, `/api/polling-assignments/decline?t=${token}`, { method: 'POST' });

const assignments = () =>
  db.query<{ section_id: number; role: string; volunteer_id: number }>(
    'SELECT section_id, role, volunteer_id FROM polling_assignments ORDER BY section_id, role',
  );

async function setUp() {
  const cookie = await adminSession('inbox', 'segreteria');
  expect((await importCsv(cookie, CSV)).status).toBe(200);
  const anna = await volunteerWho(smtp, 'anna@example.it', { name: 'Anna Bianchi' });
  const luca = await volunteerWho(smtp, 'luca@example.it', { name: 'Luca Verdi' });
  return { cookie, anna, luca, sections: await sectionIds() };
}

describe('PUT /api/admin/polling-sections/{id}', () => {
  it('assigns an effettivo and a supplente, mails each the section, the seggio days as .ics and a decline link', async () => {
    const { cookie, anna, luca, sections } = await setUp();
    const res = await assign(cookie, sections[1], { effettivo: anna, supplente: luca }, 1);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      number: 1,
      effettivo: { volunteerId: anna, name: 'Anna Bianchi' },
      supplente: { volunteerId: luca, name: 'Luca Verdi' },
    });
    expect(res.body.version).toBeGreaterThan(1);
    expect(res.headers.get('etag')).toBe(`"${res.body.version}"`);
    const [mail] = mailsTo(smtp().received, 'anna@example.it').slice(-1);
    expect(mail.parsed.subject).toBe(
      `Sei rappresentante di lista per ${siteConfig.election.list.name}: la tua sezione`,
    );
    expect(mail.parsed.text).toContain('la sezione 1 di Padova (Scuola Galilei, via Roma 1)');
    expect(mail.parsed.text).toContain('Il seggio si costituisce sabato 22 novembre 2025 alle 16');
    expect(mail.parsed.text).toContain(
      'domenica 23 novembre 2025 dalle 7 alle 23; lunedì 24 novembre 2025 dalle 7 alle 15',
    );
    expect(mail.parsed.text).toContain("documento d'identità");
    const events = calendarOf(mail);
    expect(events.map((event) => event.startDate.toJSDate().toISOString())).toEqual([
      '2025-11-22T15:00:00.000Z',
      '2025-11-23T06:00:00.000Z',
      '2025-11-24T06:00:00.000Z',
    ]);
    expect(events[0].location).toBe('Scuola Galilei, via Roma 1, Padova');
    expect(declineToken('luca@example.it')).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('tells a person taken off a section, emptied or given to another, and mails nobody whose place stays', async () => {
    const { cookie, anna, luca, sections } = await setUp();
    const first = await assign(cookie, sections[1], { effettivo: anna, supplente: null }, 1);
    expect(first.status).toBe(200);
    const toAnna = () => mailsTo(smtp().received, 'anna@example.it').length;
    const before = toAnna();
    const swapped = await assign(cookie, sections[1], { effettivo: luca, supplente: null }, first.body.version);
    expect(swapped.status).toBe(200);
    await expect.poll(toAnna).toBe(before + 1);
    const [told] = mailsTo(smtp().received, 'anna@example.it').slice(-1);
    expect(told.parsed.subject).toBe('Non sei più rappresentante di lista per la sezione 1 di Padova');
    expect(told.parsed.text).toContain('la sezione 1 di Padova (Scuola Galilei, via Roma 1)');
    expect(told.parsed.text).toContain('il posto di effettivo non è più affidato a te');
    // Saved again unchanged: Luca keeps his place and is not written to again.
    const toLuca = mailsTo(smtp().received, 'luca@example.it').length;
    const again = await assign(cookie, sections[1], { effettivo: luca, supplente: null }, swapped.body.version);
    expect(again.status).toBe(200);
    const emptied = await assign(cookie, sections[1], { effettivo: null, supplente: null }, again.body.version);
    expect(emptied.status).toBe(200);
    await expect.poll(() => mailsTo(smtp().received, 'luca@example.it').length).toBe(toLuca + 1);
    expect(mailsTo(smtp().received, 'luca@example.it').at(-1)?.parsed.subject).toMatch(/^Non sei più rappresentante/);
    expect(await assignments()).toEqual([]);
  });

  it('assigns only confirmed volunteers who offered (400), one person one section (409), and a stale version (412)', async () => {
    const { cookie, anna, luca, sections } = await setUp();
    const pending = await volunteerWho(smtp, 'pending@example.it', { confirm: false });
    const other = await volunteerWho(smtp, 'other@example.it', { offer: false });
    for (const person of [pending, other, 999_999]) {
      const res = await assign(cookie, sections[1], { effettivo: person, supplente: null });
      expect(res.status).toBe(400);
      expect(res.body.fields).toEqual({ effettivo: POLLING_MESSAGES.notOffered });
    }
    const same = await assign(cookie, sections[1], { effettivo: anna, supplente: anna });
    expect(same.body.fields).toEqual({ supplente: POLLING_MESSAGES.samePerson });
    expect(await assignments()).toEqual([]);

    expect((await assign(cookie, sections[1], { effettivo: anna, supplente: null })).status).toBe(200);
    const taken = await assign(cookie, sections[2], { effettivo: luca, supplente: anna });
    expect(taken.status).toBe(409);
    expect(taken.body.fields).toEqual({ supplente: POLLING_MESSAGES.taken });
    const stale = await assign(cookie, sections[1], { effettivo: luca, supplente: null }, 1);
    expect(stale.status).toBe(412);
    expect(stale.body.current).toMatchObject({ effettivo: { volunteerId: anna } });
    expect(await assignments()).toEqual([{ section_id: sections[1], role: 'effettivo', volunteer_id: anna }]);
    // Moving a person within the section, and emptying a place, are changes like any other.
    const moved = await assign(cookie, sections[1], { effettivo: null, supplente: anna });
    expect(moved.body).toMatchObject({ effettivo: null, supplente: { volunteerId: anna } });
  });

  it('answers 404 for an unknown section and refuses the redazione and no session', async () => {
    const { cookie, anna } = await setUp();
    expect((await assign(cookie, 99_999, { effettivo: anna, supplente: null })).status).toBe(404);
    const editor = await adminSession('editor', 'redazione');
    expect((await assign(editor, 1, { effettivo: anna, supplente: null })).status).toBe(403);
    expect((await assign('', 1, { effettivo: anna, supplente: null })).status).toBe(401);
    expect(await assignments()).toEqual([]);
  });
});

describe('the coverage and a decline', () => {
  it('counts effettivi and supplenti per comune; a decline uncovers the section and tells the staff', async () => {
    const { cookie, anna, luca, sections } = await setUp();
    await assign(cookie, sections[1], { effettivo: anna, supplente: luca });
    const before = await call(coverage, '/api/admin/polling-sections/coverage', { cookie });
    expect(before.body).toEqual([
      { comune: 'Padova', comuneCode: PADOVA, province: 'PD', sections: 2, effettivi: 1, supplenti: 1 },
      { comune: 'Venezia', comuneCode: '027042', province: 'VE', sections: 1, effettivi: 0, supplenti: 0 },
    ]);
    const token = declineToken('anna@example.it');
    process.env.CAMPAIGN_INBOX_EMAIL = 'staff@example.it';
    try {
      const res = await declineBy(token);
      expect(res).toMatchObject({ status: 200, body: { message: POLLING_MESSAGES.declined } });
    } finally {
      delete process.env.CAMPAIGN_INBOX_EMAIL;
    }
    const [told] = mailsTo(smtp().received, 'staff@example.it');
    expect(told.parsed.subject).toBe('Rinuncia di un rappresentante di lista: sezione 1 di Padova');
    expect(told.parsed.text).toContain('Anna Bianchi ha rinunciato al posto di effettivo');
    const after = await call(coverage, '/api/admin/polling-sections/coverage', { cookie });
    expect(after.body[0]).toMatchObject({ effettivi: 0, supplenti: 1 });
    expect(await declineBy(token)).toMatchObject({ status: 409, body: { error: POLLING_MESSAGES.declineUsed } });
    expect((await declineBy('x'.repeat(43))).status).toBe(404);
    expect((await call(coverage, '/api/admin/polling-sections/coverage', { cookie: '' })).status).toBe(401);
  });
});
