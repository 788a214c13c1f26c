import { writeFileSync } from 'node:fs';
import type { Reporter, TestModule } from 'vitest/node';

/** How many of the slowest test files the run names at its end. */
const SLOWEST = 10;

export interface TestSummary {
  counts: { passed: number; failed: number; skipped: number };
  files: { name: string; seconds: number }[];
}

/** The slowest files and the one plain line CI reads, "Tests: N passed, N failed, N skipped". */
export function formatSummary({ counts, files }: TestSummary): string {
  const slowest = [...files].sort((a, b) => b.seconds - a.seconds).slice(0, SLOWEST);
  let text = '';
  if (slowest.length > 0) {
    const width = Math.max(...slowest.map((file) => file.name.length));
    const lines = slowest.map((file) => `  ${file.name.padEnd(width)}  ${file.seconds.toFixed(1).padStart(6)} s`);
    text += `\nThe ${slowest.length} slowest test files:\n${lines.join('\n')}\n`;
  }
  return `${text}\nTests: ${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped\n`;
}

/**
 * Ends the run with the slowest test files (where the minutes go, so they can be won back) and one plain line,
 * "Tests: N passed, N failed, N skipped", that CI reads whatever the runner. Under `npm test`, which runs several
 * Vitest processes at once (.ci/test.ts), it writes its figures to VITEST_SUMMARY_FILE instead, and `npm test`
 * prints them for all the processes together.
 */
export default class SummaryReporter implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>) {
    const counts = { passed: 0, failed: 0, skipped: 0 };
    for (const module of testModules) {
      for (const test of module.children.allTests()) {
        const state = test.result().state;
        if (state === 'passed') counts.passed++;
        else if (state === 'failed') counts.failed++;
        else counts.skipped++;
      }
    }
    const files = testModules.map((module) => {
      const diagnostic = module.diagnostic();
      // Importing the file and its environment counts too: for some files it is most of their time.
      const seconds = (diagnostic.collectDuration + diagnostic.environmentSetupDuration + diagnostic.duration) / 1000;
      return { name: `${module.project.name} ${module.relativeModuleId}`, seconds };
    });
    const summary: TestSummary = { counts, files };
    const file = process.env.VITEST_SUMMARY_FILE;
    if (file) writeFileSync(file, JSON.stringify(summary));
    else process.stdout.write(formatSummary(summary));
  }
}
