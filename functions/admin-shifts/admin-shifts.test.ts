import { purgeCache } from '@netlify/functions';
import { describe, expect, it, vi } from 'vitest';
import { SHIFT_MESSAGES } from '../../core/schema/shift.schema';
import { adminSession, call, usePurgeToken } from '../../test/server/function-calls';
import { dayFromToday, mailsTo } from '../../test/server/rsvp-test-kit';
import { SHIFT, addShift, signUpAndConfirm, volunteer } from '../../test/server/shift-kit';
import { useTestSmtpServer } from '../../test/server/smtp-test-server';
import { useTestDatabase } from '../../test/server/test-database';
import adminShift from '../admin-shift/admin-shift';
import adminShiftSignups from '../admin-shift-signups/admin-shift-signups';
import adminShifts from './admin-shifts';

vi.mock('@netlify/functions', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@netlify/functions')>()),
  purgeCache: vi.fn(),
}));

const db = useTestDatabase();
const smtp = useTestSmtpServer();
const purge = usePurgeToken(vi.mocked(purgeCache));

const create = async (body: object, cookie?: string) =>
  call(adminShifts, '/api/admin/shifts', { method: 'POST', body, cookie: cookie ?? (await adminSession('editor')) });
const change = async (id: number, body: object, headers: Record<string, string> = {}) =>
  call(adminShift, `/api/admin/shifts/${id}`, {
    method: 'PUT',
    params: { id: String(id) },
    body,
    headers,
    cookie: await adminSession('editor', 'redazione'),
  });

describe('POST /api/admin/shifts', () => {
  it('creates a shift for titolare and redazione, purging the public list; refuses the others', async () => {
    const res = await create(SHIFT);
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ ...SHIFT, placesLeft: 2, full: 0, confirmed: 0, waiting: 0, pending: 0 });
    expect(res.headers.get('etag')).toBe(`"${res.body.version}"`);
    expect(purge).toHaveBeenCalledWith({ tags: ['shifts'] });
    expect((await create(SHIFT, await adminSession('owner', 'titolare'))).status).toBe(201);
    expect((await create(SHIFT, await adminSession('inbox', 'segreteria'))).status).toBe(403);
    expect((await call(adminShifts, '/api/admin/shifts', { method: 'POST', body: SHIFT })).status).toBe(401);
    expect(await db.count('shifts')).toBe(2);
  });

  it("refuses a banchetto inside the electoral silence with the law's reason, and stores nothing", async () => {
    const res = await create({ ...SHIFT, activity: 'banchetti', date: '2025-11-22' });
    expect(res.status).toBe(400);
    expect(res.body.fields.date).toBe(SHIFT_MESSAGES.silence);
    expect(SHIFT_MESSAGES.silence).toContain('L. 212/1956, art. 9');
    // The evening before the silence, or calls during it, are not propaganda in the street.
    expect((await create({ ...SHIFT, activity: 'banchetti', date: '2025-11-21', end: '23:59' })).status).toBe(201);
    expect((await create({ ...SHIFT, activity: 'telefonate', date: '2025-11-22' })).status).toBe(201);
    expect(await db.count('shifts')).toBe(2);
  });

  it('refuses bad input field by field in Italian', async () => {
    const res = await create({ ...SHIFT, title: 'x', activity: 'comizi', start: '25:00', capacity: 0, end: '08:00' });
    expect(res.status).toBe(400);
    expect(res.body.fields).toMatchObject({
      title: SHIFT_MESSAGES.title,
      activity: SHIFT_MESSAGES.activity,
      start: SHIFT_MESSAGES.start,
      capacity: SHIFT_MESSAGES.capacity,
    });
    expect((await create({ ...SHIFT, start: '12:00', end: '11:00' })).body.fields.end).toBe(
      SHIFT_MESSAGES.endBeforeStart,
    );
    // A banchetto's time of the wrong JSON type is its field's 400, never a 500 of the silence's check.
    const wrongType = await create({ ...SHIFT, activity: 'banchetti', start: -1802967463 });
    expect(wrongType.status).toBe(400);
    expect(wrongType.body.fields.start).toBe(SHIFT_MESSAGES.start);
    expect(await db.count('shifts')).toBe(0);
  });
});

describe('PUT and DELETE /api/admin/shifts/{id}', () => {
  it('saves only from the version If-Match names, and mails each sign-up what changed', async () => {
    const shift = await addShift();
    await signUpAndConfirm(smtp().received, shift.id, volunteer(1));
    const moved = { ...SHIFT, start: '10:00', end: '13:00' };
    const stale = await change(shift.id, moved, { 'If-Match': `"${shift.version + 1}"` });
    expect(stale.status).toBe(412);
    expect(stale.body.current).toMatchObject({ id: shift.id, start: '09:00' });
    const saved = await change(shift.id, moved, { 'If-Match': `"${shift.version}"` });
    expect(saved).toMatchObject({ status: 200, body: { start: '10:00', version: shift.version + 1 } });
    const notice = mailsTo(smtp().received, volunteer(1).email).at(-1)!;
    expect(notice.parsed.subject).toBe('Cambio di programma: Banchetto al mercato');
    expect(notice.parsed.text).toContain('Orario: 09:00–12:30 → 10:00–13:00');
    // A change of title only moves nobody: no notice.
    const before = smtp().received.length;
    expect((await change(shift.id, { ...moved, title: 'Volantini al mercato' })).status).toBe(200);
    expect(smtp().received.length).toBe(before);
  });

  it('gives new places to the waiting list at once, and mails the promoted', async () => {
    const shift = await addShift({ capacity: 1 });
    await signUpAndConfirm(smtp().received, shift.id, volunteer(1));
    await signUpAndConfirm(smtp().received, shift.id, volunteer(2));
    expect((await change(shift.id, { ...SHIFT, capacity: 2 })).body).toMatchObject({ confirmed: 2, waiting: 0 });
    expect(mailsTo(smtp().received, volunteer(2).email).at(-1)!.parsed.subject).toMatch(/^Turno confermato/);
  });

  it('lists the sign-ups with their names for the panel only, and deletes with If-Match', async () => {
    const shift = await addShift({ capacity: 1, date: dayFromToday(3) });
    await signUpAndConfirm(smtp().received, shift.id, volunteer(1));
    await signUpAndConfirm(smtp().received, shift.id, volunteer(2));
    const cookie = await adminSession('editor', 'redazione');
    const listed = await call(adminShiftSignups, `/api/admin/shifts/${shift.id}/signups`, {
      params: { id: String(shift.id) },
      cookie,
    });
    expect(listed.body).toEqual([
      expect.objectContaining({ email: volunteer(1).email, status: 'confirmed', position: null }),
      expect.objectContaining({ email: volunteer(2).email, status: 'waiting', position: 1 }),
    ]);
    const remove = (version: number) =>
      call(adminShift, `/api/admin/shifts/${shift.id}`, {
        method: 'DELETE',
        params: { id: String(shift.id) },
        headers: { 'If-Match': `"${version}"` },
        cookie,
      });
    expect((await remove(shift.version + 5)).status).toBe(412);
    expect(await db.count('shifts')).toBe(1);
    expect((await remove(shift.version)).status).toBe(204);
    expect(await db.count('shifts')).toBe(0);
    expect(await db.count('rsvps')).toBe(0);
    // Never silently: the confirmed volunteer and the one in line are each told, in Italian.
    for (const person of [volunteer(1), volunteer(2)]) {
      const notice = mailsTo(smtp().received, person.email).at(-1)!;
      expect(notice.parsed.subject).toMatch(/^Turno annullato: Banchetto al mercato, /);
      expect(notice.parsed.text).toContain('lo staff della campagna ha annullato il turno «Banchetto al mercato»');
    }
  });

  it('tells nobody when a past shift is deleted', async () => {
    const shift = await addShift();
    await signUpAndConfirm(smtp().received, shift.id, volunteer(1));
    await db.query(`UPDATE shifts SET shift_date = shift_date - 30 WHERE id = $1`, [shift.id]);
    const sent = smtp().received.length;
    const res = await call(adminShift, `/api/admin/shifts/${shift.id}`, {
      method: 'DELETE',
      params: { id: String(shift.id) },
      cookie: await adminSession('editor', 'redazione'),
    });
    expect(res.status).toBe(204);
    expect(smtp().received).toHaveLength(sent);
    expect(await db.query(`SELECT 1 FROM outbox WHERE kind = 'shift-deleted'`)).toEqual([]);
  });
});
