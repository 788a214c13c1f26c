import type { Reporter, TestModule } from 'vitest/node';

/** How many of the slowest test files the run names at its end. */
const SLOWEST = 10;

/**
 * Ends the run with the slowest test files (where the minutes go, so they can be won back) and one plain line,
 * "Tests: N passed, N failed, N skipped", that CI reads whatever the runner.
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
    const slowest = files.sort((a, b) => b.seconds - a.seconds).slice(0, SLOWEST);
    if (slowest.length > 0) {
      const width = Math.max(...slowest.map((file) => file.name.length));
      const lines = slowest.map((file) => `  ${file.name.padEnd(width)}  ${file.seconds.toFixed(1).padStart(6)} s`);
      process.stdout.write(`\nThe ${slowest.length} slowest test files:\n${lines.join('\n')}\n`);
    }
    process.stdout.write(`\nTests: ${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped\n`);
  }
}
