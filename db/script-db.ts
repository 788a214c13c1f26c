import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { Client as NeonClient, neonConfig } from '@neondatabase/serverless';
import pg from 'pg';
import ws from 'ws';
import type { Db } from './client';
import { inTransaction, isNeonUrl, withDefaultUser } from './client';
import { databaseEnv } from '../server/env';

/** A connection for the command-line scripts: migrations need multi-statement SQL and transactions. */
export interface ScriptDb extends Db {
  /** Runs SQL that may hold several statements. */
  exec(sql: string): Promise<void>;
  /** Where the connection goes, without credentials, for the scripts' messages. */
  readonly description: string;
  close(): Promise<void>;
}

/** What pg's Client and Neon's WebSocket Client have in common, and all the scripts use. */
interface PgLikeClient {
  connect(): Promise<unknown>;
  query(text: string, params?: unknown[]): Promise<{ rows: unknown[] }>;
  end(): Promise<unknown>;
}

const LOCAL_DB_DIRECTORY = path.resolve('.netlify', 'db');
const LOCAL_STATE_FILE = path.resolve('.netlify', 'state.json');

function redact(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return 'database';
  }
}

async function connectClient(url: string): Promise<PgLikeClient> {
  let client: PgLikeClient;
  if (isNeonUrl(url)) {
    // Node 20 has no global WebSocket; Neon's driver needs one for sessions and transactions.
    neonConfig.webSocketConstructor ??= ws;
    client = new NeonClient(url) as unknown as PgLikeClient;
  } else {
    client = new pg.Client({ connectionString: withDefaultUser(url) }) as unknown as PgLikeClient;
  }
  await client.connect();
  return client;
}

function wrap(client: PgLikeClient, description: string, onClose: () => Promise<void>): ScriptDb {
  return {
    description,
    async query<Row>(text: string, params: readonly unknown[] = []) {
      const result = await client.query(text, [...params]);
      return result.rows as Row[];
    },
    transaction: (statements) => inTransaction({ query: (text, params) => client.query(text, params) }, statements),
    async exec(sql: string) {
      await client.query(sql);
    },
    async close() {
      await client.end();
      await onClose();
    },
  };
}

/** A script connection to this URL; `onClose` runs after the connection has ended. */
export async function connectScriptDatabase(
  url: string,
  description = redact(url),
  onClose: () => Promise<void> = async () => {},
): Promise<ScriptDb> {
  return wrap(await connectClient(url), description, onClose);
}

/** The connection string a running `netlify dev` left for its embedded database, if it still answers. */
async function runningLocalDatabase(): Promise<string | undefined> {
  try {
    const state = JSON.parse(await readFile(LOCAL_STATE_FILE, 'utf8')) as { dbConnectionString?: unknown };
    return typeof state.dbConnectionString === 'string' ? state.dbConnectionString : undefined;
  } catch {
    return undefined;
  }
}

/** Reads .env, as `netlify dev` does for the functions, without overriding what the shell already set. */
export function loadDotEnv(): void {
  try {
    process.loadEnvFile('.env');
  } catch {
    // No .env: the defaults apply.
  }
}

/**
 * The database the environment names: DATABASE_URL or NETLIFY_DB_URL when set (Neon, Netlify Database, any
 * Postgres) unless `localOnly`; otherwise the local embedded one, through the running `netlify dev` if there
 * is one, else started here on the same files (never both at once: PGlite allows one process per directory).
 */
export async function openScriptDatabase({ localOnly = false } = {}): Promise<ScriptDb> {
  const { databaseUrl, netlifyDbUrl } = databaseEnv();
  const url = localOnly ? undefined : (databaseUrl ?? netlifyDbUrl);
  if (url) return connectScriptDatabase(url);

  const running = await runningLocalDatabase();
  if (running) {
    try {
      return await connectScriptDatabase(running, `local database of the running netlify dev (${running})`);
    } catch {
      // A stale record of a netlify dev that has stopped: start the database ourselves below.
    }
  }
  const { NetlifyDB } = await import('@netlify/database-dev');
  const local = new NetlifyDB({ directory: LOCAL_DB_DIRECTORY });
  const localUrl = await local.start();
  return connectScriptDatabase(localUrl, `local database in ${path.relative(process.cwd(), LOCAL_DB_DIRECTORY)}`, () =>
    local.stop(),
  );
}
