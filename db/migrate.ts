import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ScriptDb } from './script-db';

export const MIGRATIONS_DIRECTORY = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

/**
 * Netlify's own bookkeeping table: Netlify Database applies the same folder at deploy time and records each
 * migration here, so this runner and Netlify's never apply one twice.
 */
const TRACKING_TABLE = 'netlify.migrations';

interface Migration {
  name: string;
  file: string;
}

/** NNNN_name/migration.sql folders (or NNNN_name.sql files), in name order, as Netlify reads them. */
export async function listMigrations(directory = MIGRATIONS_DIRECTORY): Promise<Migration[]> {
  const migrations: Migration[] = [];
  for (const entry of await readdir(directory)) {
    const full = path.join(directory, entry);
    if ((await stat(full)).isDirectory()) {
      if (/^\d+_.+$/.test(entry)) migrations.push({ name: entry, file: path.join(full, 'migration.sql') });
    } else if (/^\d+_.+\.sql$/.test(entry)) {
      migrations.push({ name: entry.slice(0, -4), file: full });
    }
  }
  return migrations.sort((a, b) => a.name.localeCompare(b.name));
}

/** Applies the pending migrations, each in its own transaction; returns the names applied. */
export async function applyMigrations(db: ScriptDb, directory = MIGRATIONS_DIRECTORY): Promise<string[]> {
  await db.exec(`CREATE SCHEMA IF NOT EXISTS netlify;
    CREATE TABLE IF NOT EXISTS ${TRACKING_TABLE} (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())`);
  const done = new Set((await db.query<{ name: string }>(`SELECT name FROM ${TRACKING_TABLE}`)).map((row) => row.name));
  const applied: string[] = [];
  for (const migration of await listMigrations(directory)) {
    if (done.has(migration.name)) continue;
    const sql = await readFile(migration.file, 'utf8');
    await db.exec('BEGIN');
    try {
      await db.exec(sql);
      await db.query(`INSERT INTO ${TRACKING_TABLE} (name) VALUES ($1)`, [migration.name]);
      await db.exec('COMMIT');
    } catch (error) {
      await db.exec('ROLLBACK');
      throw new Error(`Migration ${migration.name} failed: ${error instanceof Error ? error.message : String(error)}`);
    }
    applied.push(migration.name);
  }
  return applied;
}
