import { NetlifyDB } from '@netlify/database-dev';
import type { Server, Socket } from 'node:net';
import pg from 'pg';
import { closeDb, withDefaultUser } from '../functions/_lib/db';
import { applyMigrations } from './migrate';
import type { ScriptDb } from './script-db';

/** Every table a test may write to, emptied between tests. */
const TABLES = [
  'users',
  'site_content',
  'contact_submissions',
  'visited_cities',
  'newsletter_subscriptions',
  'campaign_materials',
  'tour_events',
  'photo_booth_emails',
  'sessions',
  'login_failures',
];

export interface TestDatabase {
  /** A direct connection, for arranging rows and counting them. */
  db: ScriptDb;
  /** Empties every table and restarts the ids. */
  reset(): Promise<void>;
  count(table: string): Promise<number>;
  stop(): Promise<void>;
}

/**
 * A fresh in-memory Postgres (the same PGlite server `netlify dev` runs) with the real migrations, exposed to
 * the functions as NETLIFY_DB_URL with the "server" driver, exactly as in local development.
 */
export async function startTestDatabase(): Promise<TestDatabase> {
  const server = new NetlifyDB({ logger: () => {} });
  const url = withDefaultUser(await server.start());
  // Without TCP_NODELAY every parameterised query waits ~40 ms on Nagle's algorithm meeting delayed ACKs.
  (server as unknown as { server: Server }).server.on('connection', (socket: Socket) => socket.setNoDelay(true));
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const db: ScriptDb = {
    description: 'test database',
    query: async <Row>(text: string, params: readonly unknown[] = []) => (await client.query(text, [...params])).rows as Row[],
    exec: async (sql: string) => {
      await client.query(sql);
    },
    close: async () => {
      await client.end();
    },
  };
  await applyMigrations(db);
  process.env.NETLIFY_DB_URL = url;
  process.env.NETLIFY_DB_DRIVER = 'server';
  return {
    db,
    reset: () => db.exec(`TRUNCATE ${TABLES.join(', ')} RESTART IDENTITY CASCADE`),
    count: async (table: string) => {
      if (!TABLES.includes(table)) throw new Error(`Unknown table ${table}`);
      const [row] = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`);
      return row.n;
    },
    stop: async () => {
      await closeDb();
      await db.close();
      await server.stop();
    },
  };
}
