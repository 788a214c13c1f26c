import { describe, expect, it } from 'vitest';
import { dayInItaly } from '../../core/rome-time';
import { getDb } from '../../db/client';
import { SHIFT_SUBJECT } from '../../db/queries/booking-subjects';
import { requestRsvp } from '../../db/queries/rsvp-requests.queries';
import { useNativePostgres } from '../../test/server/native-postgres';
import { VOLUNTEER, addShift, clickShiftConfirm } from '../../test/server/shift-kit';
import { hashToken } from '../_lib/mail/mail-links';

/**
 * Two volunteers' confirmations racing for a shift's last place, on a real PostgreSQL server whose connections are
 * sessions of their own (the test database runs one statement at a time, where no race exists).
 */

useNativePostgres(4);

/** A sign-up made as the form makes it (one person), with a link token of our own. */
async function requested(shiftId: number, n: number): Promise<string> {
  const token = `turno-di-prova-${shiftId}-${n}`.padEnd(43, 'x');
  const volunteer = { ...VOLUNTEER, email: `volontario${n}@example.it`, people: 1 };
  const today = dayInItaly(new Date());
  const link = { nonce: 'n', tokenHash: hashToken(token) };
  expect((await requestRsvp(getDb(), shiftId, volunteer, link, today, null, SHIFT_SUBJECT)).outcome).toBe('mailed');
  return token;
}

describe("a shift's last place, two confirmations at once, on a real server", () => {
  it('goes to exactly one; the other is first in line', async () => {
    for (let round = 0; round < 5; round++) {
      const shift = await addShift({ capacity: 2 });
      await clickShiftConfirm(await requested(shift.id, 100));
      const tokens = await Promise.all([requested(shift.id, 1), requested(shift.id, 2)]);
      const answers = await Promise.all(tokens.map(clickShiftConfirm));
      expect(answers.map((res) => res.status)).toEqual([200, 200]);
      expect(answers.map((res) => res.body.status).sort()).toEqual(['confirmed', 'waiting']);
      expect(answers.find((res) => res.body.status === 'waiting')?.body.position).toBe(1);
      const [row] = await getDb().query<{ booked: number; confirmed: number }>(
        `SELECT s.booked_people AS booked,
           (SELECT count(*)::int FROM rsvps WHERE shift_id = s.id AND status = 'confirmed') AS confirmed
         FROM shifts s WHERE s.id = $1`,
        [shift.id],
      );
      expect(row).toEqual({ booked: 2, confirmed: 2 });
    }
  });
});
