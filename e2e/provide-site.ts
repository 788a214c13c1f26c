import type { TestProject } from 'vitest/node';
import type { RunningSite } from './site';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The site the project's browser tests visit: the development site or the production preview. */
    baseURL: string;
    /** The connection string of that site's own database, for tests that check what a form really stored. */
    siteDatabaseURL: string;
    /** The inbox of the site's local mail catcher: `/mails.json` lists every mail the site sent. */
    mailInboxURL: string;
  }
}

/** Gives the project's tests the running site: its address, its database and its mail inbox. */
export function provideSite(project: TestProject, site: RunningSite): void {
  if (!site.mailInbox) throw new Error('The site did not print the inbox of its mail catcher');
  if (!site.databaseUrl) throw new Error('The site did not say where its database is');
  project.provide('baseURL', site.url);
  project.provide('siteDatabaseURL', site.databaseUrl);
  project.provide('mailInboxURL', site.mailInbox);
}
