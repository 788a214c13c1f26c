import path from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * Browser test files that measure pages against what the build put in them (the lists prerendered from the
 * preview's database): they run before any other file adds a stop or a material the build never saw.
 */
const FIRST = ['e2e/preview.test.ts'];

/** Vitest's own order (slowest and failed files first), with FIRST ahead of everything. */
export class BuiltPagesFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const rank = (file: TestSpecification) => {
      const index = FIRST.indexOf(path.relative(this.ctx.config.root, file.moduleId));
      return index < 0 ? FIRST.length : index;
    };
    return sorted
      .map((file, order) => ({ file, order }))
      .sort((a, b) => rank(a.file) - rank(b.file) || a.order - b.order)
      .map(({ file }) => file);
  }
}
