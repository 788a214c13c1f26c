import { describe, expect, it } from 'vitest';
import { POLLING_POLICY } from '../../core/policy';
import { LIST_REPRESENTATIVE_MESSAGES } from '../../core/schema/list-representative.schema';
import { POLLING_MESSAGES } from '../../core/schema/polling-section.schema';
import { adminSession, call } from '../../test/server/function-calls';
import { OFFER, PADOVA, importCsv, volunteerWho } from '../../test/server/polling-kit';
import { useTestSmtpServer } from '../../test/server/smtp-test-server';
import { useTestDatabase } from '../../test/server/test-database';
import volunteers from '../volunteers/volunteers';
import adminPollingSections from './admin-polling-sections';

const db = useTestDatabase();
const smtp = useTestSmtpServer();

const CSV = [
  'comune,numero,indirizzo',
  'Padova,1,"Scuola Media Galilei, via Roma 1"',
  'padova,2,Scuola Elementare Muratori',
  '028060,3,Palestra comunale',
  'Venezia,1,Scuola Gozzi',
].join('\r\n');

const sections = () =>
  db.query<{ comune: string; number: number; address: string }>(
    'SELECT comune, number, address FROM polling_sections ORDER BY comune, number',
  );

describe('POST /api/admin/polling-sections (CSV import)', () => {
  it('imports the sections, counting them, and a second import updates them without a copy', async () => {
    const cookie = await adminSession('inbox', 'segreteria');
    const first = await importCsv(cookie, CSV);
    expect(first).toEqual({ status: 200, body: { imported: 4, created: 4, updated: 0, rejected: [] } });
    expect(await sections()).toEqual([
      { comune: 'Padova', number: 1, address: 'Scuola Media Galilei, via Roma 1' },
      { comune: 'Padova', number: 2, address: 'Scuola Elementare Muratori' },
      { comune: 'Padova', number: 3, address: 'Palestra comunale' },
      { comune: 'Venezia', number: 1, address: 'Scuola Gozzi' },
    ]);
    const again = await importCsv(
      cookie,
      `comune;numero;indirizzo\nPadova;2;Scuola Muratori, nuova sede\nPadova;4;Liceo Tito Livio\n`,
    );
    expect(again.body).toEqual({ imported: 2, created: 1, updated: 1, rejected: [] });
    expect(await sections()).toHaveLength(5);
    expect((await sections())[1]).toEqual({ comune: 'Padova', number: 2, address: 'Scuola Muratori, nuova sede' });
  });

  it('names each refused line by its number with the reason, and imports the rest', async () => {
    const cookie = await adminSession();
    const csv = [
      'comune,numero,indirizzo',
      'Padova,1,Scuola Galilei',
      'Milano,1,Scuola Manzoni',
      'Padova,0,Scuola',
      'Padova,uno,Scuola',
      'Padova,2',
      'Padova,3,X',
      'Padova,1,Scuola Galilei di nuovo',
      '',
      '"Padova","5","Via ""Roma""',
      'con a capo"',
    ].join('\n');
    const res = await importCsv(cookie, csv);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      imported: 2,
      created: 2,
      updated: 0,
      rejected: [
        { line: 3, reason: POLLING_MESSAGES.comune },
        { line: 4, reason: POLLING_MESSAGES.numero },
        { line: 5, reason: POLLING_MESSAGES.numero },
        { line: 6, reason: POLLING_MESSAGES.columns },
        { line: 7, reason: POLLING_MESSAGES.indirizzo },
        { line: 8, reason: POLLING_MESSAGES.repeated },
      ],
    });
    expect((await sections()).map((row) => row.address)).toEqual(['Scuola Galilei', 'Via "Roma" con a capo']);
  });

  it('refuses a file without the Italian headers (400), not sent as text/csv (415) or too large (413), storing nothing', async () => {
    const cookie = await adminSession();
    expect(await importCsv(cookie, 'comune,sezione,via\nPadova,1,Scuola')).toEqual({
      status: 400,
      body: { error: POLLING_MESSAGES.headers },
    });
    expect((await importCsv(cookie, CSV, 'application/json')).status).toBe(415);
    const huge = `${CSV}\n${'Padova,9,Scuola\n'.repeat(POLLING_POLICY.importMaxBytes / 15)}`;
    expect(await importCsv(cookie, huge)).toEqual({ status: 413, body: { error: POLLING_MESSAGES.tooLarge } });
    expect(await sections()).toEqual([]);
  });

  it("is the titolare's and the segreteria's only: the redazione is refused, and so is no session", async () => {
    expect((await importCsv(await adminSession('editor', 'redazione'), CSV)).status).toBe(403);
    expect((await importCsv('', CSV)).status).toBe(401);
    expect(await sections()).toEqual([]);
  });
});

describe('GET /api/admin/polling-sections?comune=', () => {
  it("lists the comune's sections with their ids and assignments, and the confirmed volunteers who offered", async () => {
    const cookie = await adminSession();
    await importCsv(cookie, CSV);
    const anna = await volunteerWho(smtp, 'anna@example.it');
    await volunteerWho(smtp, 'pending@example.it', { confirm: false });
    await volunteerWho(smtp, 'nooffer@example.it', { offer: false });
    const res = await call(adminPollingSections, `/api/admin/polling-sections?comune=${PADOVA}`, { cookie });
    expect(res.status).toBe(200);
    expect(res.body.sections.map((row: { number: number }) => row.number)).toEqual([1, 2, 3]);
    expect(res.body.sections[0]).toEqual({
      id: expect.any(Number),
      comuneCode: PADOVA,
      comune: 'Padova',
      number: 1,
      address: 'Scuola Media Galilei, via Roma 1',
      version: 1,
      effettivo: null,
      supplente: null,
    });
    expect(res.body.representatives).toEqual([
      {
        volunteerId: anna,
        name: 'Anna Bianchi',
        email: 'anna@example.it',
        phone: '333 7654321',
        electoralComune: 'Padova',
        electoralSection: '12',
        sectionId: null,
      },
    ]);
    const bad = await call(adminPollingSections, '/api/admin/polling-sections?comune=Padova', { cookie });
    expect(bad.status).toBe(400);
  });
});

describe("POST /api/volunteers: a rappresentante di lista's offer", () => {
  const offer = (body: object) => call(volunteers, '/api/volunteers', { method: 'POST', body });

  it('stores birth date, birth place, electoral comune (as the list writes it) and section beside the sign-up', async () => {
    expect((await offer(OFFER)).status).toBe(202);
    expect(
      await db.query(
        `SELECT to_char(birth_date, 'YYYY-MM-DD') AS birth_date, birth_place, electoral_comune_code, electoral_comune,
           electoral_section FROM list_representatives`,
      ),
    ).toEqual([
      {
        birth_date: '1990-05-17',
        birth_place: 'Este',
        electoral_comune_code: PADOVA,
        electoral_comune: 'Padova',
        electoral_section: '12',
      },
    ]);
    // Sent again by the pending address without the offer (past the hour's cap): the offer goes.
    await db.query(`UPDATE outbox SET created_at = created_at - interval '2 hours'`);
    expect((await offer({ ...OFFER, activities: ['banchetti'] })).status).toBe(202);
    expect(await db.query('SELECT * FROM list_representatives')).toEqual([]);
  });

  it('refuses an elector of a comune outside Veneto with 400 and the Italian sentence, storing nothing', async () => {
    const res = await offer({ ...OFFER, electoralComune: 'Milano' });
    expect(res.status).toBe(400);
    expect(res.body.fields).toEqual({ electoralComune: LIST_REPRESENTATIVE_MESSAGES.electoralComune });
    expect(res.body.fields.electoralComune).toBe(
      'Per essere rappresentante di lista devi essere iscritto/a nelle liste elettorali di un comune del Veneto',
    );
    expect(await db.query('SELECT * FROM volunteers')).toEqual([]);
    expect(smtp().received).toEqual([]);
  });

  it('asks for what a designation needs only of who offers: a minor, a missing place or a bad section are refused', async () => {
    const { birthDate, birthPlace, ...without } = OFFER;
    expect(birthDate && birthPlace).toBeTruthy();
    const missing = await offer(without);
    expect(missing.body.fields).toEqual({
      birthDate: LIST_REPRESENTATIVE_MESSAGES.birthDate,
      birthPlace: LIST_REPRESENTATIVE_MESSAGES.birthPlace,
    });
    const minor = await offer({ ...OFFER, birthDate: '2010-01-01', electoralSection: '0' });
    expect(minor.body.fields).toEqual({
      birthDate: LIST_REPRESENTATIVE_MESSAGES.adult,
      electoralSection: LIST_REPRESENTATIVE_MESSAGES.electoralSection,
    });
    // Another activity: the fields are not asked, and dropped if sent.
    expect((await offer({ ...without, activities: ['social'], electoralComune: 'Milano' })).status).toBe(202);
    expect(await db.query('SELECT * FROM list_representatives')).toEqual([]);
  });
});
