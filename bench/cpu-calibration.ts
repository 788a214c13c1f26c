import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The CPU slowdown that makes this machine a mid-tier phone, from the BenchmarkIndex Lighthouse measured on it: the
 * calibration Lighthouse's docs ask for when the host is not the high-end desktop its default 4× assumes
 * (docs/throttling.md, "Calibrating the CPU slowdown"), by the formula of its CPU throttling calculator
 * (lighthouse-cpu-throttling-calculator: 800 → 2×, 1300 → 3×, 1533 → 4×, 2000 → 6×).
 */
export function calibratedSlowdown(benchmarkIndex: number): number {
  if (benchmarkIndex >= 1300) return 3 + (benchmarkIndex - 1300) / 233;
  if (benchmarkIndex >= 800) return 2 + (benchmarkIndex - 800) / 500;
  return Math.max(1, 1 + (benchmarkIndex - 150) / 650);
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
