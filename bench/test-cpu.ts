/**
 * `npm run bench:test-cpu [-- command…]`: where the CPU of `npm test` (or of the command given) goes, on this
 * machine. On two cores the run is bound by its CPU, not by any one task's length: this is the figure to lower.
 *
 * Runs the command and reads /proc every half second: each process's CPU (user and system) since it appeared
 * (or since the start, for those already running), grouped by what it is (Chromium, the Vitest workers, netlify
 * serve and netlify dev with the functions they run, the database, the lint…). A process that lives less than
 * half a second is missed; the machine's own totals (from /proc/stat) count everything. Prints, in CPU seconds,
 * the machine's busy and idle time, then each group, largest first. Exits with the command's status.
 */
import { spawn } from 'node:child_process';
import { machineTicks, processTicks, TICKS_PER_SECOND } from './proc-cpu';

const SAMPLE_MS = 500;

/** What a process is, from its command line. */
function groupOf(args: string): string {
  const rules: [RegExp, string][] = [
    [/chrom(e|ium)/, 'Chromium (browser tests)'],
    [/netlify(\.js)? serve/, 'netlify serve (production preview, its functions)'],
    [/netlify(\.js)? dev/, 'netlify dev (npm start, its functions)'],
    [/vitest.*--project/, 'Vitest main processes'],
    [/vitest/, 'Vitest workers (the tests themselves)'],
    [/postgres|database-process|preview\.ts|db\/setup\.ts/, 'databases (PGlite, embedded Postgres) and their setup'],
    [/esbuild|vite(\.js)? build|functions:build|zip-it/, 'builds (Vite, esbuild)'],
    [/\bvite\b/, 'Vite dev server'],
    [/eslint|prettier|knip/, 'lint'],
    [/\btsc\b/, 'type-check'],
  ];
  return rules.find(([pattern]) => pattern.test(args))?.[1] ?? 'other';
}

interface Seen {
  group: string;
  args: string;
  first: number;
  last: number;
}
const seen = new Map<string, Seen>();
let sampling = true;

function sample(initial: boolean): void {
  for (const [key, { ticks, args }] of processTicks()) {
    const known = seen.get(key);
    if (known) known.last = ticks;
    else seen.set(key, { group: groupOf(args), args, first: initial ? ticks : 0, last: ticks });
  }
}

const [command, ...args] = process.argv.length > 2 ? process.argv.slice(2) : ['npm', 'test'];
const started = Date.now();
const before = machineTicks();
sample(true);
const timer = setInterval(() => sampling && sample(false), SAMPLE_MS);
const child = spawn(command, args, { stdio: 'inherit' });
const code = await new Promise<number>((resolve) => child.on('close', (status) => resolve(status ?? 1)));
sampling = false;
clearInterval(timer);
const after = machineTicks();

const byGroup = new Map<string, number>();
for (const { group, first, last } of seen.values()) byGroup.set(group, (byGroup.get(group) ?? 0) + last - first);
const seconds = (ticks: number) => (ticks / TICKS_PER_SECOND).toFixed(0).padStart(6);
console.log(`\nCPU of "${[command, ...args].join(' ')}" (${((Date.now() - started) / 1000).toFixed(0)} s):`);
console.log(
  `${seconds(after.busy - before.busy)} s busy, ${seconds(after.idle - before.idle).trim()} s idle (machine)`,
);
for (const [group, ticks] of [...byGroup].sort((a, b) => b[1] - a[1])) console.log(`${seconds(ticks)} s  ${group}`);
// What "other" is made of: its five costliest command lines.
const others = new Map<string, number>();
for (const { group, args, first, last } of seen.values()) {
  const command = args.slice(0, 100);
  if (group === 'other') others.set(command, (others.get(command) ?? 0) + last - first);
}
for (const [args, ticks] of [...others].sort((a, b) => b[1] - a[1]).slice(0, 5)) {
  console.log(`${seconds(ticks)} s    of other: ${args}`);
}
process.exit(code);
