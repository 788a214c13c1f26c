import type { TestProject } from 'vitest/node';
import { startSite } from './site';

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string;
    /** The site's working copy (its .netlify/db and state.json), for tests that read its database. */
    siteDir: string;
    /** The inbox of the site's local mail catcher: `/mails.json` lists every mail the site sent. */
    mailInboxURL: string;
  }
}

/** One site for the whole browser suite, started as the README says and stopped at the end. */
export default async function setup(project: TestProject) {
  const site = await startSite();
  project.provide('baseURL', site.url);
  project.provide('siteDir', site.dir);
  if (!site.mailInbox) throw new Error('npm start did not print the inbox of its mail catcher');
  project.provide('mailInboxURL', site.mailInbox);
  return () => site.stop();
}
