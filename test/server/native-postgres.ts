import { execFileSync, spawn } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { closeDb } from '../../db/client';
import { applyMigrations } from '../../db/migrate';
import { connectScriptDatabase } from '../../db/script-db';
import { HOOK_MS } from '../patience';

/**
 * Test support: a throwaway PostgreSQL server (Debian's `postgresql` package, which .ci/run installs), migrated,
 * on a free loopback port. The test database (PGlite) gives all its connections one session, so two transactions
 * never run at once there: a race between two requests can only be shown on a server like this one, whose
 * connections are sessions of their own, as on Neon.
 */
interface NativePostgres {
  url: string;
  stop: () => Promise<void>;
}

/** The newest installed server's programs: Debian keeps them under /usr/lib/postgresql/<major>/bin. */
function serverPrograms(): string {
  const root = '/usr/lib/postgresql';
  const majors = existsSync(root) ? readdirSync(root).filter((major) => /^\d+$/.test(major)) : [];
  const newest = majors.sort((a, b) => Number(b) - Number(a))[0];
  const bin = newest && path.join(root, newest, 'bin');
  if (!bin || !existsSync(path.join(bin, 'postgres'))) {
    throw new Error('No PostgreSQL server found: install Debian\'s "postgresql" package (.ci/run does).');
  }
  return bin;
}

/** Postgres refuses to run as root: as root, the server runs as the package's own `postgres` user. */
function serverUser(): { uid: number; gid: number } | undefined {
  if (process.getuid?.() !== 0) return undefined;
  const id = (flag: string) => Number(execFileSync('id', [flag, 'postgres'], { encoding: 'utf8' }).trim());
  return { uid: id('-u'), gid: id('-g') };
}

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

async function startNativePostgres(): Promise<NativePostgres> {
  const bin = serverPrograms();
  const user = serverUser();
  const dir = mkdtempSync(path.join(os.tmpdir(), 'campagna-pg-'));
  if (user) chownSync(dir, user.uid, user.gid);
  const data = path.join(dir, 'data');
  execFileSync(path.join(bin, 'initdb'), ['-D', data, '-U', 'postgres', '-A', 'trust', '-E', 'UTF8', '--no-sync'], {
    stdio: 'ignore',
    ...user,
  });
  const port = await freePort();
  // Durability costs time a test never needs; the socket lives in the folder, away from the system's.
  const server = spawn(
    path.join(bin, 'postgres'),
    ['-D', data, '-p', String(port), '-k', dir, '-h', '127.0.0.1', '-c', 'fsync=off', '-c', 'full_page_writes=off'],
    { stdio: 'ignore', ...user },
  );
  const exited = new Promise<void>((resolve) => server.once('exit', () => resolve()));
  const stop = async () => {
    server.kill('SIGINT');
    await exited;
    rmSync(dir, { recursive: true, force: true });
  };
  const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
  try {
    const db = await connectWhenReady(url);
    try {
      await applyMigrations(db);
    } finally {
      await db.close();
    }
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, stop };
}

/** The server accepts connections a moment after it starts. */
async function connectWhenReady(url: string) {
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await connectScriptDatabase(url, 'native PostgreSQL');
    } catch (error) {
      if (attempt >= 100) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}

/**
 * A throwaway server for one test file, as the functions' database (the driver `pg`, with a pool of `poolMax`
 * connections, as function instances reach Neon side by side), stopped after the file. It sets the environment:
 * vitest.config.ts runs a file that calls it on modules of its own.
 */
export function useNativePostgres(poolMax: number): void {
  let server: NativePostgres | undefined;
  beforeAll(async () => {
    server = await startNativePostgres();
    process.env.NETLIFY_DB_URL = server.url;
    process.env.NETLIFY_DB_DRIVER = 'server';
    process.env.DATABASE_POOL_MAX = String(poolMax);
  }, HOOK_MS);
  afterAll(async () => {
    await closeDb();
    await server?.stop();
  });
}
