import { describe, expect, it } from 'vitest';
import { DESIGNATION_DEADLINES } from '../../core/polling-deadlines';
import { POLLING_MESSAGES } from '../../core/schema/polling-section.schema';
import { siteConfig } from '../../core/site-config';
import { getDb } from '../../db/client';
import { adminSession, call, callRaw } from '../../test/server/function-calls';
import { pdfStrings } from '../../test/server/pdf-text';
import { PADOVA, importCsv, sectionIds, volunteerWho } from '../../test/server/polling-kit';
import { useTestSmtpServer } from '../../test/server/smtp-test-server';
import { useTestDatabase } from '../../test/server/test-database';
import adminPollingSection from '../admin-polling-section/admin-polling-section';
import personalData from '../admin-personal-data/admin-personal-data';
import { runRetention } from '../retention/retention';
import adminDesignations from './admin-designations';

const db = useTestDatabase();
const smtp = useTestSmtpServer();

const download = (cookie: string, format: string, comune = PADOVA) =>
  callRaw(adminDesignations, `/api/admin/polling-sections/designations?comune=${comune}&format=${format}`, { cookie });

/** Padova's sections 1 and 2: Anna and Luca at 1, Zoë at 2. */
async function designated() {
  const cookie = await adminSession('inbox', 'segreteria');
  await importCsv(cookie, 'comune,numero,indirizzo\nPadova,1,Scuola Galilei\nPadova,2,Scuola Muratori\n');
  const anna = await volunteerWho(smtp, 'anna@example.it', { name: 'Anna Bianchi' });
  const luca = await volunteerWho(smtp, 'luca@example.it', { name: 'Luca Verdi' });
  const zoe = await volunteerWho(smtp, 'zoe@example.it', { name: 'Zoë Ñúñez' });
  const sections = await sectionIds();
  const put = (id: number, body: object) =>
    call(adminPollingSection, `/api/admin/polling-sections/${id}`, {
      method: 'PUT',
      params: { id: String(id) },
      body,
      cookie,
    });
  expect((await put(sections[1], { effettivo: anna, supplente: luca })).status).toBe(200);
  expect((await put(sections[2], { effettivo: zoe, supplente: null })).status).toBe(200);
  return cookie;
}

const exports = () =>
  db.query<{ actor_username: string; subject: string; details: { rows: number } }>(
    `SELECT actor_username, subject, details FROM audit_log WHERE action = 'export' ORDER BY id`,
  );

describe('GET /api/admin/polling-sections/designations', () => {
  it("gives the comune's designations as CSV, one line per person with birth date and place, logged", async () => {
    const cookie = await designated();
    const res = await download(cookie, 'csv');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toMatch(
      /^attachment; filename="designazioni-padova-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const lines = (await res.text()).replace(/^\uFEFF/, '').split('\r\n');
    const list = siteConfig.election.list.name;
    expect(lines.slice(0, 4)).toEqual([
      'Lista;Sezione;Indirizzo della sezione;Ruolo;Cognome e nome;Data di nascita;Luogo di nascita;Iscritto/a nelle liste elettorali del comune di;Firma del delegato',
      `${list};1;Scuola Galilei;Effettivo;Anna Bianchi;17/05/1990;Este;Padova;`,
      `${list};1;Scuola Galilei;Supplente;Luca Verdi;17/05/1990;Este;Padova;`,
      `${list};2;Scuola Muratori;Effettivo;Zoë Ñúñez;17/05/1990;Este;Padova;`,
    ]);
    expect(await exports()).toEqual([
      { actor_username: 'segreteria', subject: 'designazioni-padova.csv', details: { rows: 3 } },
    ]);
  });

  it('gives the act as a PDF whose text, read back, names the list, the comune, each person and the blanks to sign', async () => {
    const cookie = await designated();
    const res = await download(cookie, 'pdf');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect(new TextDecoder().decode(bytes.subarray(0, 5))).toBe('%PDF-');
    const { pages, strings } = await pdfStrings(bytes);
    expect(pages).toBe(1);
    expect(strings[0]).toBe('Designazione dei rappresentanti di lista');
    expect(strings).toContain('Al Segretario comunale del Comune di Padova');
    const text = strings.join(' ');
    expect(text).toContain(`delegato/a della lista «${siteConfig.election.list.name}»`);
    expect(text).toContain('Il/La sottoscritto/a ______');
    expect(strings).toContain('Firma del delegato di lista ______________________________');
    // Each person's line: section, role, name, birth date, birth place, electoral comune.
    const row = (name: string) => strings.slice(strings.indexOf(name) - 2, strings.indexOf(name) + 4);
    expect(row('Anna Bianchi')).toEqual(['1', 'Effettivo', 'Anna Bianchi', '17/05/1990', 'Este', 'Padova']);
    expect(row('Luca Verdi')).toEqual(['1', 'Supplente', 'Luca Verdi', '17/05/1990', 'Este', 'Padova']);
    expect(strings).toContain('Zoë Ñúñez');
    // The deadlines, from the vote calendar: the Thursday before the vote, and the first voting day.
    expect(DESIGNATION_DEADLINES.map((deadline) => deadline.date)).toEqual(['2025-11-20', '2025-11-23']);
    expect(text).toContain('Da consegnare entro 20 novembre 2025 al Segretario comunale');
    expect(await exports()).toEqual([
      { actor_username: 'segreteria', subject: 'designazioni-padova.pdf', details: { rows: 3 } },
    ]);
  });

  it('refuses another format or comune (400), the redazione (403) and no session (401), logging nothing', async () => {
    const cookie = await designated();
    const xls = await download(cookie, 'xls');
    expect(xls.status).toBe(400);
    expect((await xls.json()).fields).toEqual({ format: POLLING_MESSAGES.format });
    expect((await download(cookie, 'csv', '015146')).status).toBe(400);
    expect((await download(await adminSession('editor', 'redazione'), 'csv')).status).toBe(403);
    expect((await download('', 'pdf')).status).toBe(401);
    expect(await exports()).toEqual([]);
  });
});

describe("the rappresentanti's special-category data", () => {
  const held = () => db.query('SELECT volunteer_id FROM list_representatives');

  it('goes with its volunteer on erasure, uncovering the section', async () => {
    const cookie = await designated();
    const erased = await call(personalData, '/api/admin/personal-data', {
      method: 'DELETE',
      body: { email: 'anna@example.it' },
      cookie: await adminSession(),
    });
    expect(erased.body).toMatchObject({ volunteers: 1 });
    expect(await held()).toHaveLength(2);
    expect(await db.query(`SELECT role FROM polling_assignments ORDER BY id`)).toEqual([
      { role: 'supplente' },
      { role: 'effettivo' },
    ]);
    expect(cookie).toBeTruthy();
  });

  it('is deleted on the general retention day, which comes before 90 days after the vote', async () => {
    await designated();
    const lastDay = siteConfig.retention.lastDay;
    await runRetention(getDb(), new Date(`${lastDay}T10:00:00Z`));
    expect(await held()).toHaveLength(3);
    await runRetention(getDb(), new Date(`${lastDay}T23:30:00Z`));
    expect(await held()).toEqual([]);
    expect(await db.query('SELECT * FROM polling_assignments')).toEqual([]);
  });
});
