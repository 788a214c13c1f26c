import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream } from 'node:fs';
import { cp, mkdir, mkdtemp, readdir, rm, symlink } from 'node:fs/promises';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { HOOK_MS } from '../patience';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const ARTIFACTS = path.join(ROOT, 'e2e', '.artifacts');
/** What the site does not need, or must not share with the developer's checkout: its database, build, git state. */
const LEFT_OUT = new Set(['.netlify', 'dist', '.git', 'node_modules', 'e2e']);

export interface RunningSite {
  url: string;
  /** The site's working copy, where its .netlify/db lives. */
  dir: string;
  /** The inbox of the mail catcher it started (`/mails.json` lists what the site sent), as it printed it. */
  mailInbox: string | undefined;
  /** Stops the site; its working copy is removed unless `keepFiles`. */
  stop(options?: { keepFiles?: boolean }): Promise<void>;
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

function groupAlive(pid: number): boolean {
  try {
    process.kill(-pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** Stops npm and everything it started (netlify dev, Vite, the database), and waits until they are gone. */
async function stopGroup(pid: number): Promise<void> {
  if (!groupAlive(pid)) return;
  process.kill(-pid, 'SIGTERM');
  const deadline = Date.now() + 10_000;
  while (groupAlive(pid) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
  if (groupAlive(pid)) process.kill(-pid, 'SIGKILL');
}

async function waitUntilReady(url: string, child: ChildProcess, log: () => string): Promise<void> {
  const deadline = Date.now() + HOOK_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null)
      throw new Error(`The site exited with code ${child.exitCode} before it was ready:\n${log()}`);
    try {
      const [api, page] = await Promise.all([fetch(`${url}/api/content`), fetch(url)]);
      if (api.ok && page.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`The site did not answer at ${url} within ${HOOK_MS / 1000} s:\n${log()}`);
}

/**
 * Starts the site exactly as the README says (`npm start`), on free ports, and waits until it answers.
 * Given the working copy of a site stopped with `keepFiles`, starts it again on the same files.
 */
export async function startSite(existingDir?: string): Promise<RunningSite> {
  const [port, vitePort, dir] = await Promise.all([freePort(), freePort(), existingDir ?? isolatedCopy()]);
  return runSite(dir, port, 'site.log', ['start', '--', '--port', String(port), '--target-port', String(vitePort)], {
    VITE_PORT: String(vitePort),
    NODE_ENV: 'development',
  });
}

/**
 * Starts `npm run preview` as the README says (production build, functions and headers on its own embedded
 * database) in a fresh copy of the project on a free port, and waits until it answers: a minute or two.
 */
export async function startPreview(): Promise<RunningSite> {
  const [port, dir] = await Promise.all([freePort(), isolatedCopy()]);
  return runSite(dir, port, 'preview.log', ['run', 'preview', '--', '--port', String(port)], {
    NODE_ENV: 'production',
  });
}

async function runSite(
  dir: string,
  port: number,
  logName: string,
  npmArgs: string[],
  env: NodeJS.ProcessEnv,
): Promise<RunningSite> {
  await mkdir(ARTIFACTS, { recursive: true });
  const logStream = createWriteStream(path.join(ARTIFACTS, logName), { flags: 'a' });
  let recent = '';
  let mailInbox: string | undefined;
  const child = spawn('npm', npmArgs, {
    cwd: dir,
    detached: true,
    // Its own Vite dependency cache: node_modules (and so node_modules/.vite) is shared with the checkout,
    // where other runs of Vite (builds in the tests, another dev server) may rewrite the optimised
    // dependencies under the running site and leave it two copies of React.
    env: { ...process.env, BROWSER: 'none', VITE_CACHE_DIR: path.join(dir, '.vite-cache'), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const record = (chunk: Buffer) => {
    logStream.write(chunk);
    recent = (recent + chunk.toString()).slice(-4000);
    mailInbox ??= /local inbox at (http:\/\/\S+) /.exec(recent)?.[1];
  };
  child.stdout!.on('data', record);
  child.stderr!.on('data', record);

  const url = `http://localhost:${port}`;
  const stop = async ({ keepFiles = false } = {}) => {
    await stopGroup(child.pid!);
    logStream.end();
    if (!keepFiles) await rm(dir, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 });
  };
  try {
    await waitUntilReady(url, child, () => recent);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, dir, mailInbox, stop };
}
