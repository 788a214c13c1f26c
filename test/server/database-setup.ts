import { spawn } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    /** One migrated database per worker slot: the file running in slot N (VITEST_POOL_ID) uses entry N - 1. */
    testDatabaseUrls: string[];
  }
}

const DATABASE_PROCESS = path.join(path.dirname(fileURLToPath(import.meta.url)), 'database-process.ts');
const START_TIMEOUT_MS = 120_000;

/** As many workers as Vitest runs this project's files on at once (its own rule when the config names none). */
function workerSlots(project: TestProject): number {
  const configured = project.config.maxWorkers || project.vitest.config.maxWorkers;
  return typeof configured === 'number' && configured > 0 ? configured : Math.max(os.availableParallelism() - 1, 1);
}

/** Starts test/server/database-process.ts and resolves with its URL and a way to stop it. */
function startDatabaseProcess(): Promise<{ url: string; stop: () => Promise<void> }> {
  const child = spawn(process.execPath, ['--import', 'tsx', DATABASE_PROCESS], {
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.stdin!.end();
    });
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('The test database did not start in time')), START_TIMEOUT_MS);
    let output = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const line = output.split('\n');
      if (line.length > 1) {
        clearTimeout(timer);
        resolve({ url: line[0], stop });
      }
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`The test database exited with code ${code} before it was ready`));
    });
  });
}

/**
 * The server project's databases: one migrated PGlite server per worker slot, started once for the whole run (a
 * PGlite server takes seconds to start; emptying its tables takes milliseconds). Each test file empties its
 * slot's tables before it starts and before each test (test-database.ts).
 */
export default async function setup(project: TestProject) {
  const databases = await Promise.all(Array.from({ length: workerSlots(project) }, startDatabaseProcess));
  project.provide(
    'testDatabaseUrls',
    databases.map((database) => database.url),
  );
  return async () => {
    await Promise.all(databases.map((database) => database.stop()));
  };
}
