import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { startPreview } from './site';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The running `npm run preview`: the production build, its functions and headers, on its own database. */
    previewURL: string;
    /** The preview's `dist/`: the run's one production build, for tests that serve or copy it. */
    productionBuildDir: string;
  }
}

/** One `npm run preview` (and so one production build) for the whole project, stopped at the end. */
export default async function setup(project: TestProject) {
  const preview = await startPreview();
  project.provide('previewURL', preview.url);
  project.provide('productionBuildDir', path.join(preview.dir, 'dist'));
  return () => preview.stop();
}
