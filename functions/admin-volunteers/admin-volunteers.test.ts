import { describe, expect, it } from 'vitest';
import { adminSession, call, callRaw } from '../../test/server/function-calls';
import { useTestDatabase } from '../../test/server/test-database';
import adminVolunteers from './admin-volunteers';

const db = useTestDatabase();
const PATH = '/api/admin/volunteers';

/** Three volunteers: Marco confirmed (Castelfranco Veneto), Lucia pending (Padova), Elena confirmed (Padova). */
async function addVolunteers() {
  await db.query(
    `INSERT INTO volunteers
       (name, email, phone, comune_code, comune, activities, availability, confirm_token_hash, created_at,
        confirm_sent_at, confirmed_at) VALUES
     ('Marco Rossi', 'marco@example.it', '333 1', '026012', 'Castelfranco Veneto', '{banchetti,telefonate}',
      'Il sabato', 'h1', '2025-11-10T09:00:00Z', '2025-11-10T09:00:00Z', '2025-11-10T09:30:00Z'),
     ('Lucia Bàrbaro', 'lucia@example.it', NULL, '028060', 'Padova', '{social}', NULL, 'h2',
      '2025-11-11T09:00:00Z', '2025-11-11T09:00:00Z', NULL),
     ('Elena Verdi', 'elena@example.it', NULL, '028060', 'Padova', '{banchetti,rappresentante-di-lista}', NULL, 'h3',
      '2025-11-12T09:00:00Z', '2025-11-12T09:00:00Z', '2025-11-12T10:00:00Z')`,
  );
}

const decode = async (res: Response) => new TextDecoder('utf-8', { ignoreBOM: true }).decode(await res.arrayBuffer());
const names = (body: { items: { name: string }[] }) => body.items.map((item) => item.name);

describe('GET /api/admin/volunteers', () => {
  it('refuses without a session, and to a role that may not read the inbox', async () => {
    await addVolunteers();
    expect((await call(adminVolunteers, PATH)).status).toBe(401);
    expect((await callRaw(adminVolunteers, `${PATH}?format=csv`)).status).toBe(401);
    const editor = await adminSession('editor', 'redattrice');
    expect((await call(adminVolunteers, PATH, { cookie: editor })).status).toBe(403);
    expect((await call(adminVolunteers, PATH, { cookie: await adminSession('inbox', 'segreteria') })).status).toBe(200);
  });

  it('lists every volunteer newest first with its status and activities', async () => {
    await addVolunteers();
    const list = await call(adminVolunteers, PATH, { cookie: await adminSession() });
    expect(list.status).toBe(200);
    expect(list.body.total).toBe(3);
    expect(list.body.nextCursor).toBeNull();
    expect(list.body.items[2]).toEqual({
      id: 1,
      name: 'Marco Rossi',
      email: 'marco@example.it',
      phone: '333 1',
      comune: 'Castelfranco Veneto',
      comuneCode: '026012',
      activities: ['banchetti', 'telefonate'],
      availability: 'Il sabato',
      status: 'confirmed',
      createdAt: expect.any(String),
      confirmedAt: expect.any(String),
    });
    expect(list.body.items.map((item: { status: string }) => item.status)).toEqual([
      'confirmed',
      'pending',
      'confirmed',
    ]);
  });

  it('filters by activity and by comune, searches, and pages with a cursor', async () => {
    await addVolunteers();
    const cookie = await adminSession();
    expect(names((await call(adminVolunteers, `${PATH}?activity=banchetti`, { cookie })).body)).toEqual([
      'Elena Verdi',
      'Marco Rossi',
    ]);
    expect(names((await call(adminVolunteers, `${PATH}?comune=028060`, { cookie })).body)).toEqual([
      'Elena Verdi',
      'Lucia Bàrbaro',
    ]);
    const both = await call(adminVolunteers, `${PATH}?activity=banchetti&comune=028060&q=verdi`, { cookie });
    expect(names(both.body)).toEqual(['Elena Verdi']);
    // Accents and case do not count.
    expect(names((await call(adminVolunteers, `${PATH}?q=BARBARO`, { cookie })).body)).toEqual(['Lucia Bàrbaro']);
    expect(names((await call(adminVolunteers, `${PATH}?q=castelfranco`, { cookie })).body)).toEqual(['Marco Rossi']);

    for (let index = 0; index < 50; index++) {
      await db.query(
        `INSERT INTO volunteers (name, email, comune_code, comune, activities, confirm_token_hash, created_at)
         VALUES ($1, $2, '028060', 'Padova', '{social}', $3, '2025-11-13T09:00:00Z'::timestamptz + $4 * interval '1 minute')`,
        [`Persona ${index}`, `p${index}@example.it`, `t${index}`, index],
      );
    }
    const first = await call(adminVolunteers, PATH, { cookie });
    expect(first.body.items).toHaveLength(50);
    expect(first.body.total).toBe(53);
    const next = await call(adminVolunteers, `${PATH}?cursor=${first.body.nextCursor}`, { cookie });
    expect(names(next.body)).toEqual(['Elena Verdi', 'Lucia Bàrbaro', 'Marco Rossi']);
    expect(next.body.nextCursor).toBeNull();
  });

  it('refuses an unknown activity or comune with its message', async () => {
    const cookie = await adminSession();
    const activity = await call(adminVolunteers, `${PATH}?activity=cucina`, { cookie });
    expect(activity).toMatchObject({ status: 400, body: { fields: { activity: 'Attività non valida' } } });
    const comune = await call(adminVolunteers, `${PATH}?comune=015146`, { cookie });
    expect(comune).toMatchObject({ status: 400, body: { fields: { comune: 'Comune non valido' } } });
  });

  it('exports the list as CSV, filtered as asked', async () => {
    await addVolunteers();
    const cookie = await adminSession();
    const csv = await callRaw(adminVolunteers, `${PATH}?format=csv&comune=026012`, { cookie });
    expect(csv.headers.get('content-disposition')).toMatch(/^attachment; filename="volontari-[\d-]+\.csv"$/);
    expect(await decode(csv)).toBe(
      '\uFEFFData;Nome;Email;Telefono;Comune;Codice ISTAT;Attività;Disponibilità;Stato;Data conferma\r\n' +
        '10/11/2025 10:00;Marco Rossi;marco@example.it;333 1;Castelfranco Veneto;026012;"Banchetti e gazebo, Telefonate";' +
        'Il sabato;confermato;10/11/2025 10:30\r\n',
    );
  });
});
