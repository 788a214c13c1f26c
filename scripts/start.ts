/**
 * `npm start` (after the database step): the local mail catcher, then `netlify dev` (offline, edge functions off)
 * with SMTP_URL pointing at the catcher, so every mail the site sends shows in the local inbox whose URL it prints.
 * Arguments go to `netlify dev` (`npm start -- --port 8889`). Ctrl+C stops both.
 */
import { spawn } from 'node:child_process';
import { startLocalMail } from './mail-catcher';

const mail = await startLocalMail();
const server = spawn(
  'npx',
  ['netlify', 'dev', '--offline', '--internal-disable-edge-functions', ...process.argv.slice(2)],
  { stdio: 'inherit', env: { ...process.env, SMTP_URL: mail.smtpUrl } },
);

let stopping = false;
async function stop(code: number): Promise<void> {
  if (stopping) return;
  stopping = true;
  await mail.stop();
  process.exit(code);
}
// netlify dev shares this process group, so Ctrl+C reaches it too; a SIGTERM sent to this process alone is passed on.
process.on('SIGINT', () => server.kill('SIGINT'));
process.on('SIGTERM', () => server.kill('SIGTERM'));
server.on('exit', (code) => void stop(code ?? 0));
