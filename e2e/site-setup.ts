import type { TestProject } from 'vitest/node';
import { startSite } from './site';

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string;
    /** The site's working copy (its .netlify/db and state.json), for tests that read its database. */
    siteDir: string;
  }
}

/** One site for the whole browser suite, started as the README says and stopped at the end. */
export default async function setup(project: TestProject) {
  const site = await startSite();
  project.provide('baseURL', site.url);
  project.provide('siteDir', site.dir);
  return () => site.stop();
}
