import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { romeInstant } from '../../core/vote-calendar';
import { getDb } from '../../db/client';
import { dayFromToday } from '../../test/server/rsvp-test-kit';
import { addShift, signUpAndConfirm, volunteer } from '../../test/server/shift-kit';
import { useTestSmtpServer } from '../../test/server/smtp-test-server';
import { useTestDatabase } from '../../test/server/test-database';
import { runRsvpReminders } from './rsvp-reminders';

const db = useTestDatabase();
const smtp = useTestSmtpServer();

beforeEach(() => vi.spyOn(console, 'info').mockImplementation(() => {}));
afterEach(() => vi.restoreAllMocks());

const dayBefore = (day: string) => new Date(Date.parse(`${day}T12:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
const at = (day: string, time: string) => new Date(romeInstant(day, time));

/** A shift on `day` from 15:00, with one volunteer signed up two days before it. */
async function signedUpShift(day: string) {
  const shift = await addShift({ start: '15:00', end: '18:00' });
  expect((await signUpAndConfirm(smtp().received, shift.id, volunteer(1))).body.status).toBe('confirmed');
  await db.query('UPDATE shifts SET shift_date = $1 WHERE id = $2', [day, shift.id]);
  await db.query('UPDATE rsvps SET created_at = $1', [at(dayBefore(dayBefore(day)), '12:00')]);
  smtp().received.length = 0;
  return shift;
}

describe("a shift's reminders", () => {
  it('leave at 10:00 in Italy the day before and 2 hours before the start, each once', async () => {
    const day = dayFromToday(5);
    await signedUpShift(day);
    expect(await runRsvpReminders(getDb(), at(dayBefore(day), '09:59'))).toEqual({ queued: 0, sent: 0 });
    expect(await runRsvpReminders(getDb(), at(dayBefore(day), '10:00'))).toEqual({ queued: 1, sent: 1 });
    expect(await runRsvpReminders(getDb(), at(dayBefore(day), '10:05'))).toEqual({ queued: 0, sent: 0 });
    expect(await runRsvpReminders(getDb(), at(day, '12:59'))).toEqual({ queued: 0, sent: 0 });
    expect(await runRsvpReminders(getDb(), at(day, '13:00'))).toEqual({ queued: 1, sent: 1 });
    expect(await runRsvpReminders(getDb(), at(day, '13:05'))).toEqual({ queued: 0, sent: 0 });
    expect(smtp().received.map((mail) => mail.parsed.subject)).toEqual([
      expect.stringMatching(/^Promemoria: Banchetto al mercato, .*, dalle 15:00 alle 18:00$/),
      'Promemoria: Banchetto al mercato, oggi dalle 15:00',
    ]);
  });

  it('skip a volunteer in line, and one who signed up after the moment', async () => {
    const day = dayFromToday(5);
    const shift = await signedUpShift(day);
    await db.query('UPDATE shifts SET capacity = 1 WHERE id = $1', [shift.id]);
    expect((await signUpAndConfirm(smtp().received, shift.id, volunteer(2))).body.status).toBe('waiting');
    await db.query(`UPDATE rsvps SET created_at = $1 WHERE email = $2`, [at(day, '13:30'), volunteer(1).email]);
    expect(await runRsvpReminders(getDb(), at(dayBefore(day), '10:00'))).toEqual({ queued: 0, sent: 0 });
    expect(await runRsvpReminders(getDb(), at(day, '14:00'))).toEqual({ queued: 0, sent: 0 });
  });
});
