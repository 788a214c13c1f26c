import { spawn } from 'node:child_process';
import bcrypt from 'bcryptjs';
import { describe, expect, it } from 'vitest';
import { getDb } from './client';
import { hashPassword } from '../server/passwords';
import { insertSession } from './queries/sessions.queries';
import { upsertUser } from './queries/users.queries';
import { useTestDatabase } from '../test/server/test-database';

const db = useTestDatabase();

/** Runs `npm run create-admin` against the test database, answering its prompts through a pipe. */
function createAdmin(args: string[], answers: string[]): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve, reject) => {
    // `tsx db/create-admin.ts` in one process: node with tsx's loader, without npx's and tsx's own start-ups.
    const child = spawn(process.execPath, ['--import', 'tsx', 'db/create-admin.ts', ...args], {
      env: { ...process.env, DATABASE_URL: process.env.NETLIFY_DB_URL, NETLIFY_DB_URL: '', ADMIN_USERNAME: '' },
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, output }));
    child.stdin.end(answers.map((answer) => `${answer}\n`).join(''));
  });
}

async function passwordHash(username: string): Promise<string | undefined> {
  const [row] = await db.query<{ password_hash: string }>('SELECT password_hash FROM users WHERE username = $1', [
    username,
  ]);
  return row?.password_hash;
}

describe('npm run create-admin', () => {
  it('creates an admin with the password typed twice', async () => {
    const { code, output } = await createAdmin(
      ['--username', 'segreteria'],
      ['una-password-sicura', 'una-password-sicura'],
    );
    expect(output).toContain('Admin creato: "segreteria"');
    expect(code).toBe(0);
    const hash = await passwordHash('segreteria');
    expect(await bcrypt.compare('una-password-sicura', hash!)).toBe(true);
    expect(output).not.toContain('una-password-sicura');
  });

  it('asks for the username when not given one', async () => {
    const { code } = await createAdmin([], ['campagna', 'una-password-sicura', 'una-password-sicura']);
    expect(code).toBe(0);
    expect(await passwordHash('campagna')).toBeDefined();
  });

  it("resets an existing admin's password and ends its sessions", async () => {
    const { user } = await upsertUser(getDb(), 'admin', await hashPassword('password-di-prova'));
    await insertSession(getDb(), crypto.randomUUID(), user.id, new Date(Date.now() + 60 * 60 * 1000));
    expect(await db.count('sessions')).toBe(1);
    const { code, output } = await createAdmin(['--username', 'ADMIN'], ['password-nuova-123', 'password-nuova-123']);
    expect(output).toContain('Password aggiornata: "admin"');
    expect(code).toBe(0);
    expect(await bcrypt.compare('password-nuova-123', (await passwordHash('admin'))!)).toBe(true);
    expect(await db.count('users')).toBe(1);
    expect(await db.count('sessions')).toBe(0);
  });

  it.each([
    [['corta', 'corta'], 'La password deve contenere almeno 10 caratteri'],
    [['una-password-sicura', 'un-altra-password'], 'Le password non coincidono.'],
  ])('refuses a bad password and writes nothing', async (answers, message) => {
    const { code, output } = await createAdmin(['--username', 'segreteria'], answers);
    expect(code).toBe(1);
    expect(output).toContain(message);
    expect(await db.count('users')).toBe(0);
  });
});
