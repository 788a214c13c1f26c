import type { NeonQueryFunction } from '@neondatabase/serverless';
import type pg from 'pg';
import { databaseEnv } from '../server/env';

/** A parameterised statement. */
export interface Statement {
  text: string;
  params?: readonly unknown[];
}

/** What the queries need: run a parameterised statement and get its rows, or several as one transaction. */
export interface Db {
  query<Row>(text: string, params?: readonly unknown[]): Promise<Row[]>;
  /** Runs the statements in order in one transaction, all or none; each one's rows. */
  transaction(statements: readonly Statement[]): Promise<unknown[][]>;
}

let cached: { url: string; db: Db; close: () => Promise<void> } | undefined;

/** Neon's own hosts answer over HTTP: one round trip per query and no connection to keep, which suits functions. */
export function isNeonUrl(url: string): boolean {
  try {
    return new URL(url).hostname.endsWith('.neon.tech');
  } catch {
    return false;
  }
}

/**
 * The embedded database's URL names no user, and pg then falls back on $USER, which containers and CI often
 * lack: name the default role so the connection never depends on the shell it was started from.
 */
export function withDefaultUser(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.username) return url;
    parsed.username = 'postgres';
    return parsed.toString();
  } catch {
    return url;
  }
}

function connectionUrl(): string {
  const { netlifyDbUrl, databaseUrl } = databaseEnv();
  const url = netlifyDbUrl ?? databaseUrl;
  if (!url) {
    throw new Error(
      'No database configured: set NETLIFY_DB_URL (Netlify Database) or DATABASE_URL (Neon or Postgres).',
    );
  }
  return url;
}

type Connection = { db: Db; close: () => Promise<void> };

type Neon = NeonQueryFunction<false, false>;
type PoolQuery = (text: string, params: unknown[]) => Promise<{ rows: unknown[] }>;

/** Over HTTP a transaction is one request: Neon runs the statements together (a non-interactive transaction). */
const overHttp = (http: Neon): Connection => ({
  db: {
    query: async <Row>(text: string, params: readonly unknown[] = []) => (await http.query(text, [...params])) as Row[],
    transaction: (statements) =>
      http.transaction(statements.map(({ text, params = [] }) => http.query(text, [...params]))) as Promise<
        unknown[][]
      >,
  },
  close: async () => {},
});

/** Runs the statements on one client between BEGIN and COMMIT, rolling back on the first error. */
export async function inTransaction(
  client: { query: PoolQuery },
  statements: readonly Statement[],
): Promise<unknown[][]> {
  await client.query('BEGIN', []);
  try {
    const results: unknown[][] = [];
    for (const { text, params = [] } of statements) results.push((await client.query(text, [...params])).rows);
    await client.query('COMMIT', []);
    return results;
  } catch (error) {
    await client.query('ROLLBACK', []).catch(() => undefined);
    throw error;
  }
}

function overPool(pool: pg.Pool): Connection {
  // An idle connection dropped by the server must not crash the process: the next query opens a new one.
  pool.on('error', (error) => console.error('Idle database connection closed:', error.message));
  return {
    db: {
      query: async <Row>(text: string, params: readonly unknown[] = []) =>
        (await (pool.query as PoolQuery)(text, [...params])).rows as Row[],
      transaction: async (statements) => {
        const client = await pool.connect();
        try {
          return await inTransaction(client as unknown as { query: PoolQuery }, statements);
        } finally {
          client.release();
        }
      },
    },
    close: () => pool.end(),
  };
}

/**
 * A connection whose driver is loaded at its first query. A function then loads only the driver it reads with:
 * each is a dynamic import() of a package, which Netlify's bundling leaves as a call (docs/decisions/0020).
 */
function lazily(open: () => Promise<Connection>): Connection {
  let opening: Promise<Connection> | undefined;
  return {
    db: {
      query: async <Row>(text: string, params?: readonly unknown[]) =>
        (await (opening ??= open())).db.query<Row>(text, params),
      transaction: async (statements) => (await (opening ??= open())).db.transaction(statements),
    },
    close: async () => {
      const connection = await opening?.catch(() => undefined);
      await connection?.close();
    },
  };
}

function connect(url: string): Connection {
  const { netlifyDbUrl, netlifyDbDriver, poolMax } = databaseEnv();
  // Netlify Database in production ("serverless") and Neon's own hosts: Neon over HTTP. getDb() reads the URL at
  // every call, so a NETLIFY_DB_URL Netlify changes under a running instance is followed.
  const http = url === netlifyDbUrl ? netlifyDbDriver === 'serverless' : isNeonUrl(url);
  if (http) return lazily(async () => overHttp((await import('@neondatabase/serverless')).neon(url)));
  // The embedded Postgres of `netlify dev` and the tests, or any Postgres server.
  return lazily(async () => {
    const { default: pgDriver } = await import('pg');
    return overPool(new pgDriver.Pool({ connectionString: withDefaultUser(url), max: poolMax }));
  });
}

/** A database at a given URL, by the same choice of driver as getDb (tests run the Neon HTTP path with it). */
export function databaseAt(url: string): { db: Db; close: () => Promise<void> } {
  return connect(url);
}

/** The database of this environment, created once per function instance and reused across invocations. */
export function getDb(): Db {
  const url = connectionUrl();
  if (cached?.url !== url) {
    cached = { url, ...connect(url) };
  }
  return cached.db;
}

/** Closes the pooled connections, for scripts and tests that end before the process does. */
export async function closeDb(): Promise<void> {
  const closing = cached;
  cached = undefined;
  await closing?.close();
}
