import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream } from 'node:fs';
import { cp, mkdir, mkdtemp, readdir, rm, symlink } from 'node:fs/promises';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const ARTIFACTS = path.join(ROOT, 'e2e', '.artifacts');
/** Generous: the first start bundles every function and starts the embedded database. */
const START_TIMEOUT_MS = 180_000;

/** What the site does not need, or must not share with the developer's checkout: its database, build, git state. */
const LEFT_OUT = new Set(['.netlify', 'dist', '.git', 'node_modules', 'e2e']);

export interface RunningSite {
  url: string;
  stop(): Promise<void>;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/**
 * A copy of the project with its own .netlify folder, so the tests get an empty embedded database and never
 * touch the developer's local data or a `npm start` already running. Sources are copied, not linked: the
 * functions bundler refuses entry files that resolve outside the project. node_modules is linked.
 */
async function isolatedCopy(): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'campagna-e2e-'));
  for (const entry of await readdir(ROOT)) {
    if (!LEFT_OUT.has(entry)) await cp(path.join(ROOT, entry), path.join(dir, entry), { recursive: true });
  }
  await symlink(path.join(ROOT, 'node_modules'), path.join(dir, 'node_modules'));
  return dir;
}

async function waitUntilReady(url: string, child: ChildProcess, log: () => string): Promise<void> {
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The site exited with code ${child.exitCode} before it was ready:\n${log()}`);
    try {
      const [api, page] = await Promise.all([fetch(`${url}/api/content`), fetch(url)]);
      if (api.ok && page.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`The site did not answer at ${url} within ${START_TIMEOUT_MS / 1000} s:\n${log()}`);
}

/** Starts the site exactly as the README says (`npm start`), on free ports, and waits until it answers. */
export async function startSite(): Promise<RunningSite> {
  const [port, vitePort, dir] = await Promise.all([freePort(), freePort(), isolatedCopy()]);
  await mkdir(ARTIFACTS, { recursive: true });
  const logFile = path.join(ARTIFACTS, 'site.log');
  const logStream = createWriteStream(logFile);
  let recent = '';
  const child = spawn('npm', ['start', '--', '--port', String(port), '--target-port', String(vitePort)], {
    cwd: dir,
    detached: true,
    env: { ...process.env, VITE_PORT: String(vitePort), BROWSER: 'none', NODE_ENV: 'development' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const record = (chunk: Buffer) => {
    logStream.write(chunk);
    recent = (recent + chunk.toString()).slice(-4000);
  };
  child.stdout!.on('data', record);
  child.stderr!.on('data', record);

  const url = `http://localhost:${port}`;
  const stop = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      process.kill(-child.pid!, 'SIGTERM');
      const timer = setTimeout(() => child.exitCode === null && process.kill(-child.pid!, 'SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
    }
    logStream.end();
    await rm(dir, { recursive: true, force: true });
  };
  try {
    await waitUntilReady(url, child, () => recent);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, stop };
}
