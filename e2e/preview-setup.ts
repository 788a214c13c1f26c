import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { provideSite } from './provide-site';
import { startPreview } from './site';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The preview's `dist/`: the run's one production build, for tests that serve or copy it. */
    productionBuildDir: string;
  }
}

/** One `npm run preview` (and so one production build) for the project's browser tests, stopped at the end. */
export default async function setup(project: TestProject) {
  const preview = await startPreview();
  provideSite(project, preview);
  project.provide('productionBuildDir', path.join(preview.dir, 'dist'));
  return () => preview.stop();
}
