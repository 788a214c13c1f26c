import { describe, expect, it } from 'vitest';
import { querySiteDatabase } from '../test/browser/site-db';

describe('the test site database', () => {
  it('is reachable from the tests, migrated and seeded', async () => {
    const rows = await querySiteDatabase<{ username: string }>('SELECT username FROM users');
    expect(rows.map((row) => row.username)).toContain('admin');
  });
});
