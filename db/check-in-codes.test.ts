import { describe, expect, it } from 'vitest';
import { PERSONAL_CODE_ALPHABET, PERSONAL_CODE_LENGTH, isPersonalCode } from '../core/personal-code';
import { useTestDatabase } from '../test/server/test-database';

const db = useTestDatabase();

describe('check-in codes (migration 0022)', () => {
  it("are drawn from core's alphabet and length, every letter of it, none twice", async () => {
    const rows = await db.query<{ code: string }>('SELECT check_in_code() AS code FROM generate_series(1, 2000)');
    const codes = rows.map((row) => row.code);
    expect(codes.every(isPersonalCode)).toBe(true);
    expect(codes.every((code) => code.length === PERSONAL_CODE_LENGTH)).toBe(true);
    expect(new Set(codes).size).toBe(codes.length);
    // 16,000 draws of 31 characters: each turns up about 516 times; none is missing or far more common.
    const counts = new Map<string, number>();
    for (const char of codes.join('')) counts.set(char, (counts.get(char) ?? 0) + 1);
    expect([...counts.keys()].sort().join('')).toBe(PERSONAL_CODE_ALPHABET);
    expect(Math.max(...counts.values()) / Math.min(...counts.values())).toBeLessThan(1.5);
  });

  it('are given to every booking and sign-up as it is written, unique, in the shape the table checks', async () => {
    await db.query(`INSERT INTO tour_events (title, location, event_date) VALUES ('Tappa', 'Padova', '2030-01-10')`);
    const rows = await db.query<{ check_in_code: string }>(
      `INSERT INTO rsvps (tour_event_id, name, email, people, privacy_accepted)
       VALUES (1, 'Ada', 'a@example.it', 1, 1), (1, 'Bea', 'b@example.it', 1, 1) RETURNING check_in_code`,
    );
    expect(rows.map((row) => isPersonalCode(row.check_in_code))).toEqual([true, true]);
    await expect(
      db.query(`UPDATE rsvps SET check_in_code = $1 WHERE name = 'Bea'`, [rows[0].check_in_code]),
    ).rejects.toMatchObject({ code: '23505' });
    await expect(db.query(`UPDATE rsvps SET check_in_code = 'O0I1L000'`)).rejects.toMatchObject({ code: '23514' });
  });
});
