import { afterAll, beforeAll, beforeEach } from 'vitest';
import { startMemoryDatabase, type MemoryDatabase } from './memory-database';

/**
 * A fresh Postgres with the real migrations for this test file, emptied before each test.
 * NETLIFY_DB_URL points the functions at it, as `netlify dev` does.
 */
export function useTestDatabase() {
  let database: MemoryDatabase | undefined;
  const current = () => {
    if (!database) throw new Error('The test database has not started');
    return database;
  };
  beforeAll(async () => {
    database = await startMemoryDatabase();
  });
  beforeEach(() => current().reset());
  afterAll(() => database?.stop());
  return {
    /** The test's own connection, for what needs a script connection (migrations). */
    connection: () => current().db,
    count: (table: string) => current().count(table),
    query: <Row>(text: string, params: readonly unknown[] = []) => current().db.query<Row>(text, params),
  };
}
