/**
 * `BENCH_TRACE=1 npm run bench:lighthouse`: where a page's main thread goes after its first paint. Reads the trace
 * Lighthouse gathered (with the V8 sampling profiler added to its categories), takes the top-level tasks that
 * start after the first contentful paint, and scales them by the run's CPU slowdown, as Lighthouse's simulation
 * does: a task that then lasts over 50 ms blocks for the rest. Each long task is named by what its time went to:
 * its style, layout, parsing and garbage collection (Lighthouse's task groups), and its script time by the
 * module each profiler sample ran in: the deepest frame in the site's own code (web/, core/), else the package
 * (react-dom, swr…) of the frame that ran, mapped through the build's source maps.
 */
import { createRequire } from 'node:module';
import { MainThreadTasks, type TaskNode } from 'lighthouse/core/lib/tracehouse/main-thread-tasks.js';
import { TraceProcessor } from 'lighthouse/core/lib/tracehouse/trace-processor.js';

/** What the trace mode adds to Lighthouse's trace: the samples that say which function ran. */
export const PROFILER_CATEGORY = 'disabled-by-default-v8.cpu_profiler';

/** Lighthouse's threshold: the part of a task over 50 ms blocks. */
const BLOCKING_MS = 50;

interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  id?: string;
  args: { data?: ProfileData };
}
interface CallFrame {
  url: string;
  functionName: string;
  lineNumber: number;
  columnNumber: number;
}
interface ProfileData {
  startTime?: number;
  cpuProfile?: { nodes?: { id: number; parent?: number; callFrame: CallFrame }[]; samples?: number[] };
  timeDeltas?: number[];
}

/** One long task after the first paint: when (ms after it, unthrottled), how long once slowed, and what in it. */
export interface LongTask {
  afterPaint: number;
  duration: number;
  blocking: number;
  parts: Map<string, number>;
}

interface SourceMap {
  findEntry(line: number, column: number, inlineFrame: number): { sourceURL?: string; name?: string } | null;
}
/** DevTools' source map reader, which Lighthouse carries (a CommonJS module whose typings say otherwise). */
const SDK = createRequire(import.meta.url)('lighthouse/core/lib/cdt/SDK.js') as {
  SourceMap: new (url: string, mapUrl: string, payload: unknown) => SourceMap;
};

/** The build's source maps, by script URL: fetched once each (the trace mode builds them, hidden). */
export class SourceMaps {
  private readonly maps = new Map<string, Promise<SourceMap | undefined>>();

  get(url: string): Promise<SourceMap | undefined> {
    if (!this.maps.has(url)) {
      const map = fetch(`${url}.map`)
        .then((response) => (response.ok ? response.json() : Promise.reject(new Error(`${response.status}`))))
        .then((payload) => new SDK.SourceMap(url, `${url}.map`, payload))
        .catch((error: unknown) => {
          // Its chunk's file name stands for it then.
          console.error(`  no source map for ${url}: ${String(error)}`);
          return undefined;
        });
      this.maps.set(url, map);
    }
    return this.maps.get(url)!;
  }
}

/** A source's name: the package under node_modules, else its path in the project (web/…, core/…). */
function moduleName(source: string): string {
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(source);
  if (pkg) return pkg[1];
  return source.replace(/^(\.\.\/)+/, '').replace(/^.*?\/(web|core)\//, '$1/');
}

/** A script's file name, from its URL or from a name that is not one (Lighthouse's `_lighthouse-eval.js`). */
const fileName = (url: string): string => url.split(/[?#]/)[0].split('/').pop() ?? url;

/**
 * React's phases, by the function that runs them (as the source maps name it): a task of react-dom reads as its
 * render (in slices, or in one go when synchronous), its commit, or its effects after the commit.
 */
const REACT_PHASES: Record<string, string> = {
  renderRootConcurrent: 'render, sliced',
  renderRootSync: 'render, in one go',
  commitRoot: 'commit',
  flushPassiveEffects: 'effects',
};

/**
 * Each sampled stack's owner: the deepest frame in the site's code, else the package of the frame that ran, and
 * for React the phase it was in.
 */
async function ownerOf(stack: CallFrame[], maps: SourceMaps): Promise<string> {
  let leaf: string | undefined;
  let phase: string | undefined;
  for (let i = stack.length - 1; i >= 0; i -= 1) {
    const frame = stack[i];
    if (!frame.url) continue;
    const entry = (await maps.get(frame.url))?.findEntry(frame.lineNumber, frame.columnNumber, 0);
    const name = entry?.sourceURL ? moduleName(entry.sourceURL) : fileName(frame.url);
    if (/^(web|core)\//.test(name)) return name;
    leaf ??= name;
    phase ??= REACT_PHASES[entry?.name ?? ''];
  }
  if (leaf === 'react-dom' && phase) return `react-dom (${phase})`;
  return leaf ?? stack.at(-1)?.functionName ?? '(program)';
}

/** The profiler's samples on `pid`: time (µs, the trace's clock) and stack, root first. */
function samplesOf(events: TraceEvent[], pid: number): { ts: number; stack: CallFrame[] }[] {
  const samples: { ts: number; stack: CallFrame[] }[] = [];
  const profiles = new Map<string, { ts: number; nodes: Map<number, { parent?: number; callFrame: CallFrame }> }>();
  for (const event of events) {
    if (event.pid !== pid || !event.id) continue;
    const data = event.args.data;
    if (event.name === 'Profile') profiles.set(event.id, { ts: data?.startTime ?? event.ts, nodes: new Map() });
    if (event.name !== 'ProfileChunk' || !data) continue;
    const profile = profiles.get(event.id);
    if (!profile) continue;
    for (const node of data.cpuProfile?.nodes ?? []) profile.nodes.set(node.id, node);
    (data.cpuProfile?.samples ?? []).forEach((id, index) => {
      profile.ts += data.timeDeltas?.[index] ?? 0;
      const stack: CallFrame[] = [];
      for (let node = profile.nodes.get(id); node; node = node.parent ? profile.nodes.get(node.parent) : undefined) {
        stack.unshift(node.callFrame);
      }
      samples.push({ ts: profile.ts, stack });
    });
  }
  return samples.sort((a, b) => a.ts - b.ts);
}

/** A task's self time by Lighthouse's task group, with the script evaluation left out (the samples split it). */
function groupTimes(task: TaskNode, times = new Map<string, number>()): Map<string, number> {
  if (task.group.id !== 'scriptEvaluation') {
    // "Other" is whatever Lighthouse does not group: the trace event says what.
    const name = task.group.id === 'other' ? `${task.group.label} (${task.event.name})` : task.group.label;
    times.set(name, (times.get(name) ?? 0) + task.selfTime);
  }
  for (const child of task.children) groupTimes(child, times);
  return times;
}

/** The long tasks after the first contentful paint of a gathered trace, at CPU slowdown `multiplier`. */
export async function longTasksAfterPaint(
  trace: { traceEvents: TraceEvent[] },
  multiplier: number,
  maps: SourceMaps,
): Promise<LongTask[]> {
  const processed = TraceProcessor.processTrace(trace as never);
  const navigation = TraceProcessor.processNavigation(processed);
  const fcp = navigation.timings.firstContentfulPaint ?? 0;
  const { mainThreadEvents, frames, timestamps } = processed;
  const tasks = MainThreadTasks.getMainThreadTasks(
    mainThreadEvents,
    frames,
    timestamps.traceEnd,
    timestamps.timeOrigin,
  );
  const pid = mainThreadEvents[0]?.pid;
  const samples = samplesOf(trace.traceEvents, pid);
  const long: LongTask[] = [];
  for (const task of tasks) {
    const duration = task.duration * multiplier;
    if (task.parent || task.startTime < fcp || duration <= BLOCKING_MS) continue;
    const parts = new Map<string, number>();
    for (const [group, time] of groupTimes(task)) if (time > 0) parts.set(group, time * multiplier);
    const start = timestamps.timeOrigin + task.startTime * 1000;
    const end = timestamps.timeOrigin + task.endTime * 1000;
    const inside = samples.filter((sample) => sample.ts >= start && sample.ts < end);
    const scriptTime = (task.duration - [...groupTimes(task).values()].reduce((a, b) => a + b, 0)) * multiplier;
    const owners = await Promise.all(inside.map((sample) => ownerOf(sample.stack, maps)));
    for (const owner of owners) parts.set(owner, (parts.get(owner) ?? 0) + scriptTime / owners.length);
    if (owners.length === 0 && scriptTime > 0) parts.set('script (no samples)', scriptTime);
    long.push({ afterPaint: task.startTime - fcp, duration, blocking: duration - BLOCKING_MS, parts });
  }
  return long;
}

/** The long tasks of a route's runs as lines: each task and its parts, then the route's blocking time by part. */
export function describeLongTasks(route: string, runs: LongTask[][]): string {
  const lines = [`\n${route}: long tasks after the first paint, run by run (ms after the paint, unthrottled)`];
  const byPart = new Map<string, number>();
  runs.forEach((tasks, run) => {
    for (const task of tasks) {
      const parts = [...task.parts].sort((a, b) => b[1] - a[1]);
      const shares = parts
        .filter(([, time]) => time >= task.duration * 0.05)
        .map(([part, time]) => `${part} ${Math.round((time / task.duration) * 100)} %`);
      lines.push(
        `  run ${run + 1}, +${Math.round(task.afterPaint)} ms: ${Math.round(task.duration)} ms ` +
          `(blocks ${Math.round(task.blocking)}): ${shares.join(', ')}`,
      );
      for (const [part, time] of parts) {
        byPart.set(part, (byPart.get(part) ?? 0) + (time / task.duration) * task.blocking);
      }
    }
  });
  const total = [...byPart.values()].reduce((a, b) => a + b, 0);
  if (total === 0) return `${lines[0]}\n  none`;
  lines.push(`  blocking time over ${runs.length} runs, ${Math.round(total)} ms, by part:`);
  for (const [part, time] of [...byPart].sort((a, b) => b[1] - a[1]).filter(([, time]) => time / total >= 0.02)) {
    lines.push(`    ${part}: ${Math.round((time / total) * 100)} %`);
  }
  return lines.join('\n');
}
