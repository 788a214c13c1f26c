import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { calibratedSlowdown, gatheredBenchmarkIndex, PHONES, setGatheredSlowdown } from './cpu-calibration';

describe('calibratedSlowdown', () => {
  it("brings the host's BenchmarkIndex to the phone's, as DevTools' calibration does", () => {
    expect(calibratedSlowdown(3800, 'midTier')).toBeCloseTo(3.8, 5);
    expect(calibratedSlowdown(3800, 'lowTier')).toBeCloseTo(3800 / 264, 5);
    // The slowed host scores the phone's index.
    for (const phone of ['midTier', 'lowTier'] as const)
      expect(3500 / calibratedSlowdown(3500, phone)).toBeCloseTo(PHONES[phone].benchmarkIndex, 5);
  });

  it('never speeds a host up: one slower than the phone is measured at 1×', () => {
    expect(calibratedSlowdown(700, 'midTier')).toBe(1);
    expect(calibratedSlowdown(1000, 'midTier')).toBe(1);
    expect(calibratedSlowdown(200, 'lowTier')).toBe(1);
  });

  it('reads a faster host as a larger slowdown, and the low-tier phone as the slower one', () => {
    expect(calibratedSlowdown(2000, 'midTier')).toBeLessThan(calibratedSlowdown(3000, 'midTier'));
    expect(calibratedSlowdown(2000, 'midTier')).toBeLessThan(calibratedSlowdown(2000, 'lowTier'));
  });
});

describe('a gathered run', () => {
  let dir = '';
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('gives its BenchmarkIndex, and is audited at the slowdown it is marked with, its network throttling kept', () => {
    dir = mkdtempSync(join(tmpdir(), 'calibration-'));
    const throttling = { rttMs: 150, throughputKbps: 1638.4, cpuSlowdownMultiplier: 4 };
    writeFileSync(join(dir, 'artifacts.json'), JSON.stringify({ BenchmarkIndex: 3650, settings: { throttling } }));
    expect(gatheredBenchmarkIndex(dir)).toBe(3650);
    const slowdown = calibratedSlowdown(gatheredBenchmarkIndex(dir), 'midTier');
    expect(setGatheredSlowdown(dir, slowdown)).toEqual({ ...throttling, cpuSlowdownMultiplier: 3.65 });
    const saved = JSON.parse(readFileSync(join(dir, 'artifacts.json'), 'utf8'));
    expect(saved).toEqual({
      BenchmarkIndex: 3650,
      settings: { throttling: { ...throttling, cpuSlowdownMultiplier: 3.65 } },
    });
  });
});
