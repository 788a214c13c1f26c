import pg from 'pg';
import { inject } from 'vitest';
import { withDefaultUser } from '../db/client';

/**
 * Reads the running test site's own database (the embedded Postgres `npm start` or `npm run preview` started in
 * the site's working copy), so a browser test can check what a form really stored.
 */
export async function querySiteDatabase<Row extends Record<string, unknown>>(
  sql: string,
  params: unknown[] = [],
): Promise<Row[]> {
  const client = new pg.Client({ connectionString: withDefaultUser(inject('siteDatabaseURL')) });
  await client.connect();
  try {
    return (await client.query<Row>(sql, params)).rows;
  } finally {
    await client.end();
  }
}
