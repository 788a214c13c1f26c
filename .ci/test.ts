/**
 * `npm test`: the lint, the type-check and every Vitest project, side by side as two cores allow.
 *
 * Three Vitest runs start at once: the browser tests on the development site (`e2e`), those on the production
 * preview (`e2e-preview`), each starting its server and then taking its files one at a time, and the server and
 * web tests. The browser tests spend much of their time waiting on a server or a browser; the others fill that
 * time. The lint and the type-check, which have no timeouts to miss, run with `nice`: they take only the CPU the
 * tests leave. Each task's output is printed when it ends; the run ends with the slowest test files of all and one
 * "Tests: N passed, N failed, N skipped" line, and fails when any task fails.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { formatSummary, type TestSummary } from './summary-reporter';

interface Task {
  name: string;
  command: string[];
  /** Added to the task's niceness: the higher, the more it yields the CPU to the others. */
  nice: number;
  /** Vitest writes its figures there (.ci/summary-reporter.ts). */
  summaryFile?: string;
}

const BACKGROUND = 10;
const summaries = mkdtempSync(path.join(os.tmpdir(), 'campagna-test-'));
const vitest = (name: string, projects: string[], options: string[] = []): Task => ({
  name,
  command: ['vitest', 'run', ...projects.flatMap((project) => ['--project', project]), ...options],
  // Tests wait on timers and timeouts: below other work, a busy machine would starve them into failing.
  nice: 0,
  summaryFile: path.join(summaries, `${name.replace(/\W+/g, '-')}.json`),
});

const tasks: Task[] = [
  // The browser tests on the development site, one file at a time, are the run's longest part: two halves, each
  // with a site of its own (test/browser/site-setup.ts: a copy of the project on free ports), side by side.
  vitest('e2e 1/2', ['e2e'], ['--shard=1/2']),
  vitest('e2e 2/2', ['e2e'], ['--shard=2/2']),
  vitest('e2e-preview', ['e2e-preview']),
  vitest('server and web', ['server', 'server-isolated', 'web', 'web-isolated']),
  { name: 'lint', command: ['npm', 'run', 'lint'], nice: BACKGROUND },
  { name: 'typecheck', command: ['tsc', '--noEmit'], nice: BACKGROUND },
];

const running = new Set<number>();
const started = Date.now();
const seconds = (since: number) => `${((Date.now() - since) / 1000).toFixed(0)} s`;

function run(task: Task): Promise<boolean> {
  const begun = Date.now();
  process.stdout.write(`▶ ${task.name}: ${task.command.join(' ')}\n`);
  // Its own process group, so an interrupted run stops the task and everything it started.
  const child = spawn('nice', ['-n', String(task.nice), ...task.command], {
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      ...(task.summaryFile ? { VITEST_SUMMARY_FILE: task.summaryFile } : {}),
      ...(process.stdout.isTTY ? { FORCE_COLOR: '1' } : {}),
    },
  });
  running.add(child.pid!);
  const output: Buffer[] = [];
  child.stdout!.on('data', (chunk: Buffer) => output.push(chunk));
  child.stderr!.on('data', (chunk: Buffer) => output.push(chunk));
  return new Promise((resolve) => {
    child.on('close', (code) => {
      running.delete(child.pid!);
      const passed = code === 0;
      process.stdout.write(`\n──── ${task.name} (${seconds(begun)}) ────\n`);
      process.stdout.write(Buffer.concat(output));
      process.stdout.write(`${passed ? '✔' : '✘'} ${task.name} ${passed ? 'passed' : `failed (exit ${code})`}\n`);
      resolve(passed);
    });
  });
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    for (const pid of running) {
      try {
        process.kill(-pid, signal);
      } catch {
        // Already gone.
      }
    }
    process.exit(130);
  });
}

// A line a minute while tasks run, so a CI that stops silent jobs sees the run alive.
const unfinished = new Set(tasks.map((task) => task.name));
const heartbeat = setInterval(
  () => process.stdout.write(`… ${seconds(started)}: ${[...unfinished].join(', ')} still running\n`),
  60_000,
);
const results = await Promise.all(
  tasks.map(async (task) => {
    const passed = await run(task);
    unfinished.delete(task.name);
    return passed;
  }),
);
clearInterval(heartbeat);

const total: TestSummary = { counts: { passed: 0, failed: 0, skipped: 0 }, files: [] };
for (const task of tasks) {
  if (!task.summaryFile || !existsSync(task.summaryFile)) continue;
  const { counts, files } = JSON.parse(readFileSync(task.summaryFile, 'utf8')) as TestSummary;
  total.counts.passed += counts.passed;
  total.counts.failed += counts.failed;
  total.counts.skipped += counts.skipped;
  total.files.push(...files);
}
rmSync(summaries, { recursive: true, force: true });

const failed = tasks.filter((_, i) => !results[i]).map((task) => task.name);
process.stdout.write(formatSummary(total));
process.stdout.write(
  failed.length > 0
    ? `\nFailed: ${failed.join(', ')} (${seconds(started)})\n`
    : `\nAll passed in ${seconds(started)}\n`,
);
process.exit(failed.length > 0 ? 1 : 0);
