import { describe, expect, it } from 'vitest';
import { adminSession, call } from '../../test/server/function-calls';
import { mailsTo } from '../../test/server/rsvp-test-kit';
import { addShift, signUpAndConfirm, volunteer } from '../../test/server/shift-kit';
import { useTestSmtpServer } from '../../test/server/smtp-test-server';
import { useTestDatabase } from '../../test/server/test-database';
import adminShiftMessages from '../admin-shift-messages/admin-shift-messages';
import adminShiftSignup from './admin-shift-signup';

const db = useTestDatabase();
const smtp = useTestSmtpServer();

const idOf = async (email: string) =>
  (await db.query<{ id: number }>('SELECT id FROM rsvps WHERE email = $1', [email]))[0].id;

const remove = async (id: number, role: 'editor' | 'owner' | 'inbox' = 'editor') =>
  call(adminShiftSignup, `/api/admin/shift-signups/${id}`, {
    method: 'DELETE',
    params: { id: String(id) },
    cookie: await adminSession(role, role),
  });

const write = async (shiftId: number, body: object, role: 'editor' | 'inbox' = 'editor') =>
  call(adminShiftMessages, `/api/admin/shifts/${shiftId}/messages`, {
    method: 'POST',
    params: { id: String(shiftId) },
    body,
    cookie: await adminSession(role, role),
  });

describe('DELETE /api/admin/shift-signups/{id}: the staff remove a person from a shift', () => {
  it('mails the person, gives the place to the first in line (mailed) and logs it', async () => {
    const shift = await addShift({ capacity: 1 });
    await signUpAndConfirm(smtp().received, shift.id, volunteer(1));
    await signUpAndConfirm(smtp().received, shift.id, volunteer(2));
    expect((await remove(await idOf(volunteer(1).email))).status).toBe(204);

    const told = mailsTo(smtp().received, volunteer(1).email).at(-1)!;
    expect(told.parsed.subject).toBe('Turno annullato: Banchetto al mercato');
    expect(told.parsed.text).toContain('lo staff della campagna ha annullato il tuo turno');
    const promoted = mailsTo(smtp().received, volunteer(2).email).at(-1)!;
    expect(promoted.parsed.text).toContain('si è liberato un posto');
    expect(await db.query('SELECT email, status FROM rsvps')).toEqual([
      { email: volunteer(2).email, status: 'confirmed' },
    ]);
    expect(await db.query(`SELECT action FROM audit_log WHERE subject LIKE 'rsvps:%'`)).toEqual([{ action: 'delete' }]);
  });

  it('answers 404 for a person not on a shift (a stop’s booking too), and refuses the roles that run no shifts', async () => {
    const shift = await addShift();
    await signUpAndConfirm(smtp().received, shift.id, volunteer(1));
    const id = await idOf(volunteer(1).email);
    expect((await remove(id, 'inbox')).status).toBe(403);
    expect((await remove(id + 1000)).status).toBe(404);
    expect((await remove(id, 'owner')).status).toBe(204);
    expect((await remove(id)).status).toBe(404);
  });
});

describe('POST /api/admin/shifts/{id}/messages: the staff write to a shift’s confirmed volunteers', () => {
  const MESSAGE = { subject: 'Cambio di gazebo', text: 'Ci troviamo al gazebo blu, accanto alla fontana.' };

  it('mails the confirmed volunteers only, with the shift and their cancel link, and logs it', async () => {
    const shift = await addShift({ capacity: 1 });
    await signUpAndConfirm(smtp().received, shift.id, volunteer(1));
    await signUpAndConfirm(smtp().received, shift.id, volunteer(2));
    const before = mailsTo(smtp().received, volunteer(2).email).length;
    const res = await write(shift.id, MESSAGE);
    expect(res).toMatchObject({ status: 202, body: { queued: 1 } });
    const mail = mailsTo(smtp().received, volunteer(1).email).at(-1)!;
    expect(mail.parsed.subject).toBe(MESSAGE.subject);
    expect(mail.parsed.text).toContain('per il turno «Banchetto al mercato» che ti sei preso/a');
    expect(mail.parsed.text).toContain(MESSAGE.text);
    expect(mail.parsed.text).toMatch(/\/turni\/annulla\?t=/);
    expect(mailsTo(smtp().received, volunteer(2).email)).toHaveLength(before);
    expect(await db.query(`SELECT action, subject FROM audit_log WHERE action = 'booking-message'`)).toEqual([
      { action: 'booking-message', subject: `shifts:${shift.id}` },
    ]);
  });

  it('refuses an unknown shift, a bad message and the roles that run no shifts, storing nothing', async () => {
    const shift = await addShift();
    expect((await write(shift.id + 1000, MESSAGE)).status).toBe(404);
    expect((await write(shift.id, { subject: 'x', text: 'corto' })).status).toBe(400);
    expect((await write(shift.id, MESSAGE, 'inbox')).status).toBe(403);
    expect(await db.count('booking_messages')).toBe(0);
  });
});
