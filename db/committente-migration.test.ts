import { cp, mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { NetlifyDB } from '@netlify/database-dev';
import { describe, expect, it } from 'vitest';
import { defaultSiteContent } from '../core/site-content-defaults';
import { MIGRATIONS_DIRECTORY, applyMigrations, listMigrations } from './migrate';
import { connectScriptDatabase, type ScriptDb } from './script-db';

/** It starts an embedded Postgres of its own and migrates it twice: 13 s in one run, over 20 s in a busier one. */
const OWN_SERVER_MS = 90_000;

const MIGRATION = '0015_fill_empty_committente';

/** The site's content as the seed stored it before migration 0005 gave it a committente column. */
const SEEDED_BEFORE_0005 = `INSERT INTO site_content (bio_title, bio_subtitle, bio_text, hero_title, hero_subtitle,
  hero_call_to_action, map_title, map_description) VALUES ('Chi è', 'Candidata', 'Testo', 'Titolo', 'Sottotitolo',
  'Vota', 'Mappa', 'Descrizione')`;

async function committente(db: ScriptDb): Promise<{ committente: string | null; version: number }> {
  const [row] = await db.query<{ committente: string | null; version: number }>(
    'SELECT committente, version FROM site_content',
  );
  return row;
}

/** Runs the migration's SQL again on the row as `before` leaves it, and undoes it: each case from the same state. */
async function migrationOn(db: ScriptDb, before: string): Promise<string | null> {
  const sql = await readFile(path.join(MIGRATIONS_DIRECTORY, MIGRATION, 'migration.sql'), 'utf8');
  await db.exec('BEGIN');
  try {
    await db.exec(before);
    await db.exec(sql);
    return (await committente(db)).committente;
  } finally {
    await db.exec('ROLLBACK');
  }
}

describe(`migration ${MIGRATION}`, () => {
  it(
    'gives an upgraded database the committente line a new one is seeded with, and leaves a set line alone',
    async () => {
      const before = await mkdtemp(path.join(os.tmpdir(), 'migrations-'));
      const server = new NetlifyDB({ logger: () => {} });
      const db = await connectScriptDatabase(await server.start(), 'migration test', () => server.stop());
      try {
        for (const migration of await listMigrations()) {
          if (migration.name < '0005') {
            await cp(path.dirname(migration.file), path.join(before, migration.name), { recursive: true });
          }
        }
        await applyMigrations(db, before);
        await db.query(SEEDED_BEFORE_0005);
        expect(await applyMigrations(db, MIGRATIONS_DIRECTORY)).toContain(MIGRATION);
        const upgraded = await committente(db);
        // The migration writes site-config's names as SQL text. When they change before it has reached the
        // production database, change it with them; once it has, a new migration is needed for upgraded databases.
        expect(upgraded.committente).toBe(defaultSiteContent.committente);
        // The content changed under any editor open on it: a save from before is refused, not merged blindly.
        expect(upgraded.version).toBe(2);

        expect(await migrationOn(db, `UPDATE site_content SET committente = '  '`)).toBe(
          defaultSiteContent.committente,
        );
        expect(
          await migrationOn(db, `UPDATE site_content SET committente = NULL, mandatario_name = 'Anna Rossi'`),
        ).toBe(defaultSiteContent.committente!.replace(/: [^,]+,/, ': Anna Rossi,'));
        const own = 'Committente responsabile: Maria Bianchi';
        expect(await migrationOn(db, `UPDATE site_content SET committente = '${own}'`)).toBe(own);
      } finally {
        await db.close();
        await rm(before, { recursive: true, force: true });
      }
    },
    OWN_SERVER_MS,
  );
});
