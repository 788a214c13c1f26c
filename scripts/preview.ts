/**
 * `npm run preview [-- --port N]`: what Netlify will serve, on this machine. Starts the embedded Postgres in
 * .netlify/preview-db (its own folder, so it runs beside `npm start`), migrates and seeds it as `npm start` does,
 * then `netlify serve`: the production build (which reads its site content from that database), the bundled
 * functions and netlify.toml's headers, on http://localhost:8888, with the local mail catcher as its SMTP server
 * (scripts/mail-catcher.ts). Ctrl+C stops the server, the catcher and the database.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { NetlifyDB } from '@netlify/database-dev';
import { applyMigrations } from '../db/migrate';
import { connectScriptDatabase, loadDotEnv } from '../db/script-db';
import { seed } from '../db/seed';
import { startLocalMail } from './mail-catcher';

const PREVIEW_DB_DIRECTORY = path.resolve('.netlify', 'preview-db');
/** Only for this local preview: a deployed site must set its own SESSION_SECRET. */
const PREVIEW_SESSION_SECRET = 'local-preview-session-secret-not-for-production-use';

function portArgument(): number {
  const index = process.argv.indexOf('--port');
  const value = index >= 0 ? Number(process.argv[index + 1]) : 8888;
  if (!Number.isInteger(value) || value <= 0) throw new Error('--port needs a port number');
  return value;
}

loadDotEnv();
const port = portArgument();
const database = new NetlifyDB({ directory: PREVIEW_DB_DIRECTORY });
const databaseUrl = await database.start();
const db = await connectScriptDatabase(databaseUrl, 'preview database');
try {
  const applied = await applyMigrations(db);
  console.log(applied.length ? `Migrations applied: ${applied.join(', ')}` : 'Migrations: up to date');
  await seed(db);
} finally {
  await db.close();
}

const mail = await startLocalMail();
const server = spawn(
  'npx',
  ['netlify', 'serve', '--offline', '--internal-disable-edge-functions', '--port', String(port)],
  {
    stdio: 'inherit',
    // Its own process group, so stopping reaches netlify and the servers it starts, not only npx.
    detached: true,
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      SESSION_SECRET: process.env.SESSION_SECRET || PREVIEW_SESSION_SECRET,
      SMTP_URL: mail.smtpUrl,
      BROWSER: 'none',
    },
  },
);

let stopping = false;
async function stop(code: number): Promise<void> {
  if (stopping) return;
  stopping = true;
  if (server.exitCode === null) {
    try {
      process.kill(-server.pid!, 'SIGTERM');
    } catch {
      // Already gone.
    }
  }
  await Promise.all([database.stop(), mail.stop()]);
  process.exit(code);
}
process.on('SIGINT', () => void stop(0));
process.on('SIGTERM', () => void stop(0));
server.on('exit', (code) => void stop(code ?? 0));
