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
 * A fresh in-memory Postgres (the same PGlite server `netlify dev` runs) with the real migrations, exposed to
 * the functions as NETLIFY_DB_URL with the "server" driver, exactly as in local development. The tests start
 * one per file (test-database.ts); the benchmarks start one per run, without loading the test runner.
 */
export async function startMemoryDatabase(): Promise<MemoryDatabase> {
  const server = new NetlifyDB({ logger: () => {} });
  const url = await server.start();
  // Without TCP_NODELAY every parameterised query waits ~40 ms on Nagle's algorithm meeting delayed ACKs.
  (server as unknown as { server: Server }).server.on('connection', (socket: Socket) => socket.setNoDelay(true));
  const db = await connectScriptDatabase(url, 'in-memory database', () => server.stop());
  await applyMigrations(db);
  // Every table the migrations made, read back rather than listed, so a new migration needs no change here.
  const tables = (
    await db.query<{ tablename: string }>(`SELECT tablename FROM pg_tables WHERE schemaname = 'public'`)
  ).map((row) => row.tablename);
  process.env.NETLIFY_DB_URL = url;
  process.env.NETLIFY_DB_DRIVER = 'server';
  return {
    db,
    reset: () => db.exec(`TRUNCATE ${tables.join(', ')} RESTART IDENTITY CASCADE`),
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
