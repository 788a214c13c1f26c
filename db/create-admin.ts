/**
 * `npm run create-admin [-- --username NAME]`: creates an admin account, or sets a new password on an existing
 * one, in the database the environment names (the local one by default; DATABASE_URL for a Neon database).
 * The password is asked twice without being echoed; piped input (one line each) works for scripts.
 */
import { createInterface } from 'node:readline';
import { ValidationError } from 'yup';
import { hashPassword } from '../server/passwords';
import { deleteUserSessions } from './queries/sessions.queries';
import { upsertUser } from './queries/users.queries';
import { LOGIN_MESSAGES, loginSchema, newPasswordSchema } from '../core/schema/user.schema';
import { localAdminEnv } from '../server/env';
import { loadDotEnv, openScriptDatabase } from './script-db';

function argument(name: string): string | undefined {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 ? process.argv[index + 1] : undefined;
}

/** Reads answers one line at a time; on a terminal, the password's keystrokes are not shown. */
function prompter() {
  const lines: string[] = [];
  const waiting: ((line: string | undefined) => void)[] = [];
  let closed = false;
  let muted = false;
  const output = process.stdout;
  const rl = createInterface({
    input: process.stdin,
    output: process.stdin.isTTY ? output : undefined,
    terminal: process.stdin.isTTY,
  });
  const writeOutput = (rl as unknown as { _writeToOutput: (text: string) => void })._writeToOutput.bind(rl);
  (rl as unknown as { _writeToOutput: (text: string) => void })._writeToOutput = (text: string) => {
    if (!muted || text.includes('\n')) writeOutput(muted ? '\n' : text);
  };
  rl.on('line', (line) => (waiting.length ? waiting.shift()!(line) : lines.push(line)));
  rl.on('close', () => {
    closed = true;
    while (waiting.length) waiting.shift()!(undefined);
  });
  const next = () =>
    new Promise<string | undefined>((resolve) =>
      lines.length ? resolve(lines.shift()) : closed ? resolve(undefined) : waiting.push(resolve),
    );
  return {
    async ask(question: string, hidden = false): Promise<string> {
      output.write(question);
      muted = hidden && Boolean(process.stdin.isTTY);
      const answer = await next();
      muted = false;
      if (!process.stdin.isTTY) output.write('\n');
      if (answer === undefined) throw new Error('Input ended before all answers were given.');
      return answer;
    },
    close: () => rl.close(),
  };
}

loadDotEnv();
const prompt = prompter();
try {
  const username = (argument('username') || localAdminEnv().username || (await prompt.ask('Username: '))).trim();
  await loginSchema.validateAt('username', { username }).catch(() => {
    throw new Error(`${LOGIN_MESSAGES.username}: almeno 3 caratteri.`);
  });
  const password = await prompt.ask('Password (almeno 10 caratteri): ', true);
  await newPasswordSchema.validate(password);
  if ((await prompt.ask('Ripeti la password: ', true)) !== password) throw new Error('Le password non coincidono.');

  const db = await openScriptDatabase();
  try {
    const { user, created } = await upsertUser(db, username, await hashPassword(password));
    // A reset password must lock out whoever knew the old one, on every device.
    if (!created) await deleteUserSessions(db, user.id);
    console.log(`${created ? 'Admin creato' : 'Password aggiornata'}: "${user.username}" (${db.description}).`);
  } finally {
    await db.close();
  }
} catch (error) {
  console.error(error instanceof ValidationError || error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  prompt.close();
}
