import { describe, expect, it } from 'vitest';
import { dayInItaly } from '../../core/rome-time';
import { getDb } from '../../db/client';
import { requestRsvp } from '../../db/queries/rsvp-requests.queries';
import { call } from '../../test/server/function-calls';
import { useNativePostgres } from '../../test/server/native-postgres';
import { BOOKING, addStop } from '../../test/server/rsvp-test-kit';
import { hashToken } from '../_lib/mail/mail-links';
import tourEventRsvps from '../tour-event-rsvps/tour-event-rsvps';
import rsvpConfirm from './rsvp-confirm';

/**
 * Confirmations racing for the last places, on a real PostgreSQL server whose connections are sessions of their own
 * (the test database runs one statement at a time, where no race exists), as function instances reach Neon.
 */

useNativePostgres(8);

const person = (n: number) => ({ ...BOOKING, email: `persona${n}@example.it`, people: 1 });

/** A request made as the form makes it, with a link token of our own. */
async function requested(stopId: number, n: number): Promise<string> {
  const token = `token-di-prova-${stopId}-${n}`.padEnd(43, 'x');
  const outcome = await requestRsvp(
    getDb(),
    stopId,
    person(n),
    { nonce: 'n', tokenHash: hashToken(token) },
    dayInItaly(new Date()),
    null,
  );
  expect(outcome.outcome).toBe('mailed');
  return token;
}

const click = (token: string) => call(rsvpConfirm, `/api/rsvps/confirm?t=${token}`, { method: 'POST' });

describe('confirmations at once, on a real server', () => {
  it('gives 20 confirmations for 10 places exactly 10 places and 10 in line, positions 1 to 10', async () => {
    for (let round = 0; round < 3; round++) {
      const stop = await addStop({ capacity: 10 });
      const tokens = await Promise.all(Array.from({ length: 20 }, (_, n) => requested(stop.id, n)));
      const answers = await Promise.all(tokens.map(click));
      expect(answers.map((res) => res.status)).toEqual(Array(20).fill(200));
      const statuses = answers.map((res) => res.body.status);
      expect(statuses.filter((status) => status === 'confirmed')).toHaveLength(10);
      const positions = answers.filter((res) => res.body.status === 'waiting').map((res) => res.body.position);
      expect(positions.sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
      const [row] = await getDb().query<{ booked: number; confirmed: number }>(
        `SELECT t.booked_people AS booked,
           (SELECT count(*)::int FROM rsvps WHERE tour_event_id = t.id AND status = 'confirmed') AS confirmed
         FROM tour_events t WHERE t.id = $1`,
        [stop.id],
      );
      expect(row).toEqual({ booked: 10, confirmed: 10 });
    }
  });

  it("holds an address's caps when its requests come at once: one mail per stop and hour", async () => {
    const stop = await addStop();
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        call(tourEventRsvps, `/api/tour-events/${stop.id}/rsvps`, {
          method: 'POST',
          params: { id: String(stop.id) },
          body: { ...BOOKING, email: 'stessa@example.it' },
        }),
      ),
    );
    expect(answers.map((res) => res.status)).toEqual(Array(10).fill(202));
    const [row] = await getDb().query<{ n: number }>(
      `SELECT count(*)::int AS n FROM rsvp_requests WHERE email = 'stessa@example.it'`,
    );
    expect(row.n).toBe(1);
  });
});
