import { describe, expect, it } from 'vitest';
import { useTestDatabase } from '../test/server/test-database';
import { getDb } from './client';
import { actingAs, deleteExpiredAuditRows, recordAudit, type AuditActor } from './queries/audit-log.queries';
import { deleteTourEvent, insertTourEvent, updateTourEvent } from './queries/tour-events.queries';
import { changeAccount, deleteAccount, insertAccount, upsertUser } from './queries/users.queries';
import { confirmedBooking } from '../test/server/booking-kit';

const database = useTestDatabase();

const ANNA: AuditActor = { id: '00000000-0000-4000-8000-00000000000a', username: 'anna', address: '203.0.113.0/24' };
const STOP = {
  title: 'Comizio',
  location: 'Padova',
  eventDate: '2030-11-20',
  eventTime: null,
  address: null,
  description: null,
  completed: 0,
} as const;

interface Row {
  actor_username: string | null;
  address: string | null;
  action: string;
  subject: string | null;
  details: { changes?: Record<string, { before: unknown; after: unknown }>; rows?: number };
}
const logRows = () =>
  database.query<Row>(`SELECT actor_username, address, action, subject, details FROM audit_log ORDER BY id`);

async function errorCode(run: () => Promise<unknown>): Promise<string> {
  try {
    await run();
    return 'ok';
  } catch (error) {
    return (error as { code?: string }).code ?? String(error);
  }
}
const REFUSED = '42501';

describe('the activity log', () => {
  it("records each change an admin makes, with only the fields that changed, before → after, in the change's transaction", async () => {
    const db = actingAs(getDb(), ANNA);
    const stop = await insertTourEvent(db, STOP);
    await updateTourEvent(db, stop.id, { ...STOP, location: 'Treviso', eventTime: '18:00' }, '2025-01-01');
    await deleteTourEvent(db, stop.id, '2025-01-01');

    const rows = await logRows();
    expect(rows.map((row) => [row.actor_username, row.address, row.action, row.subject])).toEqual([
      ['anna', '203.0.113.0/24', 'create', `tour_events:${stop.id}`],
      ['anna', '203.0.113.0/24', 'update', `tour_events:${stop.id}`],
      ['anna', '203.0.113.0/24', 'delete', `tour_events:${stop.id}`],
    ]);
    expect(rows[0].details.changes).toMatchObject({ title: { before: null, after: 'Comizio' } });
    expect(rows[1].details.changes).toEqual({
      location: { before: 'Padova', after: 'Treviso' },
      event_time: { before: null, after: '18:00' },
    });
    expect(rows[2].details.changes).toMatchObject({ location: { before: 'Treviso', after: null } });
  });

  it('masks an account password, yet shows it changed', async () => {
    const db = actingAs(getDb(), ANNA);
    const account = await insertAccount(db, { username: 'marco', passwordHash: '$2b$04$secret', role: 'editor' });
    await upsertUser(db, 'marco', '$2b$04$another');
    const rows = await logRows();
    expect(rows.map((row) => row.action)).toEqual(['create', 'update']);
    expect(rows[0].subject).toBe(`users:${account!.id}`);
    expect(rows[0].details.changes).toMatchObject({
      username: { before: null, after: 'marco' },
      role: { before: null, after: 'editor' },
      password_hash: { before: null, after: '***' },
    });
    expect(rows[1].details.changes).toEqual({ password_hash: { before: '***', after: '***' } });
    expect(JSON.stringify(rows)).not.toContain('$2b$');
  });

  it("logs nothing a supporter's booking or a script changes: they are not an admin's actions", async () => {
    const stop = await insertTourEvent(getDb(), STOP);
    await confirmedBooking(
      getDb(),
      stop.id,
      { name: 'Lia', email: 'lia@example.it', phone: null, people: 2, privacyAccepted: 1 },
      '2025-01-01',
    );
    expect(await logRows()).toEqual([]);
  });

  it('rolls the change back with its row when the log cannot be written', async () => {
    const broken = actingAs(getDb(), { ...ANNA, id: 'not-a-uuid' });
    expect(await errorCode(() => insertTourEvent(broken, STOP))).toBe('22P02');
    expect(await database.count('tour_events')).toBe(0);
  });

  it('is append-only: no row changed, none deleted before its retention, no truncation', async () => {
    await recordAudit(actingAs(getDb(), ANNA), 'export', 'messaggi-contatti', { rows: 3 });
    await recordAudit(getDb(), 'login-failed', null);
    expect((await logRows()).map((row) => [row.actor_username, row.action, row.details])).toEqual([
      ['anna', 'export', { rows: 3 }],
      [null, 'login-failed', {}],
    ]);

    expect(await errorCode(() => database.query(`UPDATE audit_log SET actor_username = 'x'`))).toBe(REFUSED);
    expect(await errorCode(() => database.query(`DELETE FROM audit_log`))).toBe(REFUSED);
    expect(await errorCode(() => database.query(`TRUNCATE audit_log`))).toBe(REFUSED);
    expect(await deleteExpiredAuditRows(getDb(), 24)).toBe(0);
    expect(await database.count('audit_log')).toBe(2);
  });

  it('lets the retention job delete the rows older than 24 months, and only those', async () => {
    await database.query(
      `INSERT INTO audit_log (created_at, action) VALUES (now() - interval '25 months', 'login'), (now() - interval '23 months', 'login')`,
    );
    expect(await deleteExpiredAuditRows(getDb(), 24)).toBe(1);
    expect(await errorCode(() => deleteExpiredAuditRows(getDb(), 12))).toBe(REFUSED);
    expect(await database.count('audit_log')).toBe(1);
  });
});

describe('account changes', () => {
  it('never leave the campaign without an active owner', async () => {
    const db = getDb();
    const { user: owner } = await upsertUser(db, 'titolare', 'x');
    const inbox = (await insertAccount(db, { username: 'segreteria', passwordHash: 'x', role: 'inbox' }))!;
    expect(await changeAccount(db, owner.id, { role: 'editor' })).toEqual({ refused: 'last-owner' });
    expect(await changeAccount(db, owner.id, { disabled: true })).toEqual({ refused: 'last-owner' });
    expect(await deleteAccount(db, owner.id)).toBe('last-owner');

    const promoted = await changeAccount(db, inbox.id, { role: 'owner' });
    expect(promoted).toMatchObject({ account: { username: 'segreteria', role: 'owner', disabledAt: null } });
    expect(await changeAccount(db, owner.id, { disabled: true })).toMatchObject({
      account: { username: 'titolare', disabledAt: expect.any(Date) },
    });
    expect(await deleteAccount(db, inbox.id)).toBe('last-owner');
    expect(await changeAccount(db, owner.id, { disabled: false })).toMatchObject({ account: { disabledAt: null } });
    expect(await deleteAccount(db, inbox.id)).toBe('deleted');
    expect(await deleteAccount(db, inbox.id)).toBe('not-found');
  });
});
