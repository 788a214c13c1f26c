import { afterAll, beforeAll, beforeEach, inject } from 'vitest';
import { connectMemoryDatabase, type MemoryDatabase } from './memory-database';
import { connectTestBlobStore, emptyTestBlobStore } from './test-blob-store';

/** The migrated database of the worker slot this file runs in (see database-setup.ts). */
function slotDatabaseUrl(): string {
  const urls = inject('testDatabaseUrls');
  const slot = Number(process.env.VITEST_POOL_ID);
  const url = urls?.[slot - 1];
  if (!url) {
    throw new Error(
      `No test database for worker ${process.env.VITEST_POOL_ID}: the server project's global setup starts one per worker.`,
    );
  }
  return url;
}

/**
 * A Postgres with the real migrations for this test file, emptied before the file starts and before each test.
 * The worker slot's database serves one file at a time; NETLIFY_DB_URL points the functions at it, as
 * `netlify dev` does. The slot's blob store (materials' files) is emptied with it.
 */
export function useTestDatabase() {
  let database: MemoryDatabase | undefined;
  const current = () => {
    if (!database) throw new Error('The test database has not started');
    return database;
  };
  beforeAll(async () => {
    connectTestBlobStore();
    database = await connectMemoryDatabase(slotDatabaseUrl());
    await Promise.all([database.reset(), emptyTestBlobStore()]);
  });
  beforeEach(async () => {
    await Promise.all([current().reset(), emptyTestBlobStore()]);
  });
  afterAll(() => database?.stop());
  return {
    /** The test's own connection, for what needs a script connection (migrations). */
    connection: () => current().db,
    count: (table: string) => current().count(table),
    query: <Row>(text: string, params: readonly unknown[] = []) => current().db.query<Row>(text, params),
  };
}
