import { readFile } from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';
import { withDefaultUser } from '../../db/client';

/**
 * Reads the running test site's own database (the embedded Postgres `netlify dev` started in the site's working
 * copy), so a browser test can check what a form really stored.
 */
export async function querySiteDatabase<Row extends Record<string, unknown>>(
  sql: string,
  params: unknown[] = [],
): Promise<Row[]> {
  const state = JSON.parse(await readFile(path.join(inject('siteDir'), '.netlify', 'state.json'), 'utf8')) as {
    dbConnectionString?: string;
  };
  if (!state.dbConnectionString) throw new Error('The test site has no database connection in .netlify/state.json');
  const client = new pg.Client({ connectionString: withDefaultUser(state.dbConnectionString) });
  await client.connect();
  try {
    return (await client.query<Row>(sql, params)).rows;
  } finally {
    await client.end();
  }
}
