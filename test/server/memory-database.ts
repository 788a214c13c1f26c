import { NetlifyDB } from '@netlify/database-dev';
import type { Server, Socket } from 'node:net';
import { closeDb } from '../../db/client';
import { applyMigrations } from '../../db/migrate';
import { connectScriptDatabase, type ScriptDb } from '../../db/script-db';

export interface MemoryDatabase {
  /** A direct connection, for arranging rows and counting them. */
  db: ScriptDb;
  /** Empties every table and restarts the ids. */
  reset(): Promise<void>;
  count(table: string): Promise<number>;
  stop(): Promise<void>;
}

/**
 * An in-memory Postgres (the same PGlite server `netlify dev` runs) with the real migrations applied, listening on
 * a free port. Its connections share one session: one user at a time.
 */
export async function startMigratedServer(): Promise<{ url: string; stop: () => Promise<void> }> {
  const server = new NetlifyDB({ logger: () => {} });
  const url = await server.start();
  // Without TCP_NODELAY every parameterised query waits ~40 ms on Nagle's algorithm meeting delayed ACKs.
  (server as unknown as { server: Server }).server.on('connection', (socket: Socket) => socket.setNoDelay(true));
  const db = await connectScriptDatabase(url, 'in-memory database');
  try {
    await applyMigrations(db);
  } finally {
    await db.close();
  }
  return { url, stop: () => server.stop() };
}

/**
 * Connects to a migrated database and points the functions at it as NETLIFY_DB_URL with the "server" driver,
 * exactly as in local development. `onStop` runs after the connections have closed.
 */
export async function connectMemoryDatabase(
  url: string,
  onStop: () => Promise<void> = async () => {},
): Promise<MemoryDatabase> {
  const db = await connectScriptDatabase(url, 'in-memory database', onStop);
  // Test files take turns on one database, whose connections share one session: end any transaction a file
  // stopped in the middle of left open (outside one, ROLLBACK only warns).
  await db.exec('ROLLBACK');
  // Every table the migrations made, read back rather than listed, so a new migration needs no change here.
  const tables = (
    await db.query<{ tablename: string }>(`SELECT tablename FROM pg_tables WHERE schemaname = 'public'`)
  ).map((row) => row.tablename);
  process.env.NETLIFY_DB_URL = url;
  process.env.NETLIFY_DB_DRIVER = 'server';
  // One session for every connection: one connection per process, so two transactions never interleave in it.
  process.env.DATABASE_POOL_MAX = '1';
  return {
    db,
    // As a replica, triggers stay quiet: the activity log's refuses a TRUNCATE (migration 0010), rightly outside tests.
    reset: () =>
      db.exec(`SET session_replication_role = replica;
        TRUNCATE ${tables.join(', ')} RESTART IDENTITY CASCADE;
        SET session_replication_role = DEFAULT`),
    count: async (table: string) => {
      if (!tables.includes(table)) throw new Error(`Unknown table ${table}`);
      const [row] = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`);
      return row.n;
    },
    stop: async () => {
      await closeDb();
      await db.close();
    },
  };
}

/** A fresh migrated in-memory database of its own, for the benchmarks (which run without the test runner). */
export async function startMemoryDatabase(): Promise<MemoryDatabase> {
  const server = await startMigratedServer();
  return connectMemoryDatabase(server.url, server.stop);
}
