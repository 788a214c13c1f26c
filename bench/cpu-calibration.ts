import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The phones a CPU slowdown is calibrated to: Chrome DevTools' calibrated CPU presets (its CalibrationController,
 * 2024), each named by the BenchmarkIndex (Lighthouse's benchmark, which Lighthouse measures in every run) of the
 * phone it stands for. Lighthouse's default 4× stands for a mid-tier phone on a high-end desktop host.
 */
export const PHONES = {
  /** The budget's phone (decision 0052): a mid-tier phone, a Pixel 5. */
  midTier: { label: 'mid-tier phone', benchmarkIndex: 1000 },
  /** Reported, not gated: a low-tier phone, a Moto G4 Power (2022). */
  lowTier: { label: 'low-tier phone', benchmarkIndex: 264 },
} as const;

export type Phone = keyof typeof PHONES;

/**
 * The CPU slowdown that makes this machine `phone`, from the BenchmarkIndex Lighthouse measured on it in a run.
 * Chrome throttles the CPU by running the page's thread a 1/rate share of the time, so the benchmark's score falls
 * as 1/rate: DevTools bisects the rate until the score is the phone's, which this computes directly. Never below 1:
 * a host slower than the phone is measured unthrottled.
 */
export function calibratedSlowdown(benchmarkIndex: number, phone: Phone): number {
  return Math.max(1, benchmarkIndex / PHONES[phone].benchmarkIndex);
}

/** Lighthouse's throttling settings: slow 4G and the CPU slowdown. */
export interface Throttling {
  cpuSlowdownMultiplier: number;
  [setting: string]: number;
}

interface SavedArtifacts {
  BenchmarkIndex: number;
  settings: { throttling: Throttling };
}

const artifactsFile = (dir: string) => join(dir, 'artifacts.json');
const readArtifacts = (dir: string) => JSON.parse(readFileSync(artifactsFile(dir), 'utf8')) as SavedArtifacts;

/** The BenchmarkIndex of a run Lighthouse gathered into `dir` (its gatherMode). */
export const gatheredBenchmarkIndex = (dir: string): number => readArtifacts(dir).BenchmarkIndex;

/**
 * Marks a gathered run as gathered for `multiplier`, and returns the throttling to audit it with: Lighthouse audits
 * saved artifacts only with the settings they were gathered with, and in simulated throttling the CPU slowdown is
 * applied when auditing, not when gathering.
 */
export function setGatheredSlowdown(dir: string, multiplier: number): Throttling {
  const artifacts = readArtifacts(dir);
  const throttling = { ...artifacts.settings.throttling, cpuSlowdownMultiplier: multiplier };
  writeFileSync(artifactsFile(dir), JSON.stringify({ ...artifacts, settings: { ...artifacts.settings, throttling } }));
  return throttling;
}
