import { describe, expect, it } from 'vitest';
import { useTestDatabase } from '../test/server/test-database';
import { PERSONAL_DATA_TABLES } from './queries/personal-data.queries';

const db = useTestDatabase();

/** The staff's own accounts: their addresses are the campaign's, not visitors' details. */
const STAFF_TABLES = ['users'];

describe('the tables of personal data', () => {
  it('name every table of the migrations that stores an email address, but the staff accounts', async () => {
    const withEmail = await db.query<{ table: string }>(
      `SELECT table_name AS table FROM information_schema.columns
       WHERE table_schema = 'public' AND column_name = 'email'`,
    );
    const visitors = withEmail.map((row) => row.table).filter((table) => !STAFF_TABLES.includes(table));
    // A table missing here would be left out of the erasure, its count and the retention job.
    expect(Object.values(PERSONAL_DATA_TABLES).sort()).toEqual(visitors.sort());
  });
});
