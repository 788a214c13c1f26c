import { describe, expect, it } from 'vitest';
import { useTestDatabase } from '../../test/server/test-database';
import { BOOKING, addStop, bookAndConfirm, mailsTo } from '../../test/server/rsvp-test-kit';
import { useTestSmtpServer } from '../../test/server/smtp-test-server';
import { adminSession, call } from '../../test/server/function-calls';
import { MESSAGES } from '../_lib/http';
import adminRsvp from './admin-rsvp';

const db = useTestDatabase();
const smtp = useTestSmtpServer();

const remove = (id: number | string, cookie?: string) =>
  call(adminRsvp, `/api/admin/rsvps/${id}`, { method: 'DELETE', params: { id: String(id) }, cookie });

describe('DELETE /api/admin/rsvps/{id}', () => {
  it('removes a booking: its person is told, the first in line gets the places, the log says who did it', async () => {
    const stop = await addStop({ capacity: 2 });
    const luca = { ...BOOKING, email: 'luca@example.it' };
    await bookAndConfirm(smtp().received, stop.id, BOOKING);
    await bookAndConfirm(smtp().received, stop.id, luca);
    const [anna] = await db.query<{ id: number }>(`SELECT id FROM rsvps WHERE email = $1`, [BOOKING.email]);

    const res = await remove(anna.id, await adminSession('inbox', 'segreteria'));
    expect(res.status).toBe(204);
    expect(await db.query('SELECT email, status FROM rsvps')).toEqual([{ email: luca.email, status: 'confirmed' }]);
    const told = mailsTo(smtp().received, BOOKING.email).at(-1)!;
    expect(told.parsed.subject).toBe('Prenotazione annullata: Incontro in piazza');
    expect(told.parsed.text).toContain('lo staff della campagna ha annullato la tua prenotazione');
    expect(mailsTo(smtp().received, luca.email).at(-1)!.parsed.text).toContain('si è liberato un posto');
    // The log keeps who removed which booking, and no personal data of the person removed.
    const log = await db.query<{ actor_username: string; action: string; subject: string; details: object }>(
      `SELECT actor_username, action, subject, details FROM audit_log WHERE subject LIKE 'rsvps:%'`,
    );
    expect(log).toEqual([
      {
        actor_username: 'segreteria',
        action: 'delete',
        subject: `rsvps:${anna.id}`,
        details: { stop: stop.id, people: 2, status: 'confirmed' },
      },
    ]);
    expect(JSON.stringify(log)).not.toContain('anna');
    // Its consent is marked withdrawn, kept as proof.
    expect(
      await db.query(`SELECT withdrawn_at IS NOT NULL AS withdrawn FROM consents WHERE record_id = $1`, [anna.id]),
    ).toEqual([{ withdrawn: true }]);
  });

  it('answers 404 for a booking that is not there, 401 without a session and 403 to the editors', async () => {
    const stop = await addStop();
    await bookAndConfirm(smtp().received, stop.id);
    const [{ id }] = await db.query<{ id: number }>('SELECT id FROM rsvps');
    expect(await remove(999_999, await adminSession())).toMatchObject({
      status: 404,
      body: { error: MESSAGES.notFound },
    });
    expect((await remove(id)).status).toBe(401);
    expect((await remove(id, await adminSession('editor', 'redazione'))).status).toBe(403);
    expect(await db.count('rsvps')).toBe(1);
    expect((await remove(id, await adminSession())).status).toBe(204);
    expect(await db.count('rsvps')).toBe(0);
  });
});
