import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import bcrypt from 'bcryptjs';
import { describe, expect, it } from 'vitest';
import { BCRYPT_COST, bcryptCost, hashPassword, verifyPassword } from './passwords';

const ROOT = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');

describe('the bcrypt cost', () => {
  it('is 12 outside a Vitest worker, whatever BCRYPT_TEST_COST says', () => {
    expect(BCRYPT_COST).toBe(12);
    expect(bcryptCost({})).toBe(12);
    expect(bcryptCost({ BCRYPT_TEST_COST: '4' })).toBe(12);
    expect(bcryptCost({ NODE_ENV: 'test', BCRYPT_TEST_COST: '4' })).toBe(12);
  });

  it('is lowered in a Vitest worker only to a cost bcrypt accepts and below the production one', () => {
    expect(bcryptCost({ VITEST: 'true', BCRYPT_TEST_COST: '4' })).toBe(4);
    for (const odd of ['', '3', '12', '13', '4.5', 'quattro']) {
      expect(bcryptCost({ VITEST: 'true', BCRYPT_TEST_COST: odd }), odd).toBe(12);
    }
    expect(bcryptCost({ VITEST: 'true' })).toBe(12);
  });

  it('hashes at cost 12 in a process that is not a Vitest worker, even with BCRYPT_TEST_COST set', async () => {
    const env: NodeJS.ProcessEnv = { ...process.env, BCRYPT_TEST_COST: '4' };
    delete env.VITEST;
    const script =
      "const { hashPassword } = await import('./server/passwords.ts'); console.log(await hashPassword('x'));";
    const { stdout } = await promisify(execFile)(
      process.execPath,
      ['--import', 'tsx', '--input-type=module', '-e', script],
      { cwd: ROOT, env },
    );
    expect(bcrypt.getRounds(stdout.trim())).toBe(12);
    expect(await bcrypt.compare('x', stdout.trim())).toBe(true);
  });

  it('hashes at the lowered cost in these tests, and verifies what it hashed', async () => {
    const hash = await hashPassword('password-di-prova');
    expect(bcrypt.getRounds(hash)).toBe(bcryptCost());
    expect(bcryptCost()).toBeLessThan(BCRYPT_COST);
    expect(await verifyPassword('password-di-prova', hash)).toBe(true);
    expect(await verifyPassword('password-sbagliata', hash)).toBe(false);
    expect(await verifyPassword('password-di-prova', undefined)).toBe(false);
  });
});
