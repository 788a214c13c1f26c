/**
 * `npm run db:migrate`: applies pending migrations to the database the environment names (see script-db.ts).
 * With --local-seed (what `npm start` runs before `netlify dev`) it works on the local embedded database only,
 * whatever DATABASE_URL says, and also stores the default content and the local admin, so the site comes up
 * ready with no manual database step. A production admin is created with `npm run create-admin` instead.
 */
import { applyMigrations } from './migrate';
import { loadDotEnv, openScriptDatabase } from './script-db';
import { seed } from './seed';

loadDotEnv();
const withSeed = process.argv.includes('--local-seed');
const db = await openScriptDatabase({ localOnly: withSeed });
try {
  console.log(`Database: ${db.description}`);
  const applied = await applyMigrations(db);
  console.log(applied.length ? `Migrations applied: ${applied.join(', ')}` : 'Migrations: up to date');
  if (withSeed) {
    const result = await seed(db);
    if (result.contentSeeded) console.log('Default site content stored.');
    console.log(
      result.adminCreated
        ? `Local admin "${result.adminUsername}" created.`
        : `Local admin "${result.adminUsername}" exists: password unchanged (reset it with npm run create-admin).`,
    );
  }
} finally {
  await db.close();
}
