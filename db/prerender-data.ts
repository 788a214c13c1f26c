import type { PrerenderData } from '../core/api-paths';
import { PUBLIC_LISTS } from '../core/public-lists';
import { databaseEnv, type EnvSource } from '../server/env';
import { readPublicData } from './public-data';
import { UNSAVED_SITE_CONTENT } from './queries/site-content.queries';
import { connectScriptDatabase } from './script-db';

/** A build must not hang on a database it cannot reach: after this, the defaults are rendered instead. */
const CONNECT_TIMEOUT_MS = 15_000;

/** Without a database: the default content and no lists (the pages then render the lists' placeholders). */
const DEFAULT_DATA: PrerenderData = { [PUBLIC_LISTS.content]: UNSAVED_SITE_CONTENT };

async function readFromDatabase(url: string): Promise<PrerenderData> {
  const db = await connectScriptDatabase(url);
  try {
    return await readPublicData(db);
  } finally {
    await db.close();
  }
}

/**
 * The site content and lists from the database the build can reach (NETLIFY_DB_URL or DATABASE_URL), else the
 * default content and no lists (the pages then render the lists' placeholders). A database that fails or does
 * not answer in time is logged and the defaults are used: a build never fails for it. A malformed URL does fail
 * it, naming the variable: the functions could not use it either.
 */
export async function readPrerenderData(source?: EnvSource): Promise<PrerenderData> {
  const { netlifyDbUrl, databaseUrl } = databaseEnv(source);
  const url = netlifyDbUrl ?? databaseUrl;
  if (!url) return DEFAULT_DATA;
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${CONNECT_TIMEOUT_MS / 1000} s`)), CONNECT_TIMEOUT_MS);
  });
  try {
    return await Promise.race([readFromDatabase(url), timeout]);
  } catch (error) {
    console.warn(
      `Prerender: database not readable (${error instanceof Error ? error.message : String(error)}), rendering the default content.`,
    );
    return DEFAULT_DATA;
  } finally {
    clearTimeout(timer);
  }
}
