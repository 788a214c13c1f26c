/**
 * One Lighthouse page load, as `bench:lighthouse` and `bench:lighthouse-floor` measure it: gathered once, with
 * Lighthouse's mobile defaults (simulated slow 4G), then audited three times from the same trace: at Lighthouse's
 * default 4× CPU slowdown, and at the slowdowns that make this machine, at its speed during the run, a mid-tier
 * and a low-tier phone (bench/cpu-calibration.ts).
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Flags, type RunnerResult } from 'lighthouse';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../test/browser/browser';
import { calibratedSlowdown, gatheredBenchmarkIndex, PHONES, setGatheredSlowdown, type Phone } from './cpu-calibration';
import { longTasksAfterPaint, PROFILER_CATEGORY, SourceMaps, type LongTask } from './long-tasks';
import { median } from './median';

export interface Sample {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  bytes: number;
}

const PHONE_NAMES = Object.keys(PHONES) as Phone[];
/** The readings of a run: Lighthouse's default 4×, and each calibrated phone. */
export const READINGS: readonly Reading[] = ['standard', ...PHONE_NAMES];
export type Reading = 'standard' | Phone;

/** A run read at every reading, from one gathered trace. */
export interface Run {
  samples: Record<Reading, Sample>;
  benchmarkIndex: number;
  slowdowns: Record<Phone, number>;
  /** In the trace mode: the long tasks after the first paint, at the low-tier phone's slowdown. */
  longTasks?: LongTask[];
}

export interface RunOptions {
  /** Read the trace's long tasks (bench/long-tasks.ts), named through these source maps. */
  trace?: SourceMaps;
  /** Where to write each audit's whole report (JSON). */
  reportDir?: string;
}

/** How often a run that Lighthouse could not complete (a runtime error, a metric it could not compute) is retried. */
const ATTEMPTS = 3;

type LighthouseResult = RunnerResult['lhr'];

function sampleOf(lhr: LighthouseResult): Sample | { failed: string } {
  const { categories, audits, runtimeError } = lhr;
  if (runtimeError) return { failed: `${runtimeError.code}: ${runtimeError.message}` };
  const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
  const value = (id: string) => audits[id]?.numericValue ?? Number.NaN;
  const sample = {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    fcp: value('first-contentful-paint'),
    lcp: value('largest-contentful-paint'),
    tbt: value('total-blocking-time'),
    cls: value('cumulative-layout-shift'),
    bytes: value('total-byte-weight'),
  };
  const missing = Object.entries(sample).filter(([, number]) => !Number.isFinite(number));
  return missing.length ? { failed: `no value for ${missing.map(([key]) => key).join(', ')}` } : sample;
}

function saveReport(dir: string | undefined, url: string, lhr: LighthouseResult, kind: string): void {
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  const name = `${new URL(url).pathname.replace(/\W+/g, '_') || 'home'}-${Date.now()}-${kind}.json`;
  writeFileSync(join(dir, name), JSON.stringify(lhr));
}

/**
 * One page load, gathered once and audited three times. Lighthouse's simulated throttling computes its figures
 * from the unthrottled trace when it audits, multiplying the main thread's work by `cpuSlowdownMultiplier`, so the
 * same trace can be read at any slowdown: the default 4×, and the phones calibrated to the speed this machine had
 * during the run (the BenchmarkIndex Lighthouse measured in it).
 */
async function measureOnce(url: string, options: RunOptions): Promise<Run | { failed: string }> {
  const artifacts = mkdtempSync(join(tmpdir(), 'lighthouse-run-'));
  const flags: Flags = {
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
    ...(options.trace && { additionalTraceCategories: PROFILER_CATEGORY }),
  };
  try {
    const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: [...CHROMIUM_FLAGS] });
    try {
      await lighthouse(url, { ...flags, port: chrome.port, gatherMode: artifacts });
    } finally {
      chrome.kill();
    }
    const audit = async (kind: Reading, multiplier?: number) => {
      const throttling = multiplier === undefined ? undefined : setGatheredSlowdown(artifacts, multiplier);
      const result = await lighthouse(url, { ...flags, auditMode: artifacts, ...(throttling && { throttling }) });
      if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
      saveReport(options.reportDir, url, result.lhr, kind);
      return sampleOf(result.lhr);
    };
    const standard = await audit('standard');
    if ('failed' in standard) return standard;
    const benchmarkIndex = gatheredBenchmarkIndex(artifacts);
    const samples = { standard } as Record<Reading, Sample>;
    const slowdowns = {} as Record<Phone, number>;
    for (const phone of PHONE_NAMES) {
      slowdowns[phone] = calibratedSlowdown(benchmarkIndex, phone);
      const sample = await audit(phone, slowdowns[phone]);
      if ('failed' in sample) return sample;
      samples[phone] = sample;
    }
    const trace = () => JSON.parse(readFileSync(join(artifacts, 'defaultPass.trace.json'), 'utf8'));
    const longTasks = options.trace ? await longTasksAfterPaint(trace(), slowdowns.lowTier, options.trace) : undefined;
    return { samples, benchmarkIndex, slowdowns, longTasks };
  } finally {
    rmSync(artifacts, { recursive: true, force: true });
  }
}

/** One run; a run Lighthouse could not complete is run again rather than counted as a number. */
export async function measure(url: string, options: RunOptions = {}): Promise<Run> {
  for (let attempt = 1; ; attempt += 1) {
    const sample = await measureOnce(url, options);
    if (!('failed' in sample)) return sample;
    console.error(`  ${url}: run failed (${sample.failed}), attempt ${attempt} of ${ATTEMPTS}`);
    if (attempt === ATTEMPTS) throw new Error(`Lighthouse could not measure ${url}: ${sample.failed}`);
  }
}

/** The median of one figure over runs, at one reading. */
export const medianOf = (runs: readonly Run[], reading: Reading, key: keyof Sample): number =>
  median(runs.map((run) => run.samples[reading][key]));
