import type { TestProject } from 'vitest/node';
import { provideSite } from './provide-site';
import { startSite } from './site';

/** One site for the project's browser tests, started as the README says (`npm start`) and stopped at the end. */
export default async function setup(project: TestProject) {
  const site = await startSite();
  provideSite(project, site);
  return () => site.stop();
}
