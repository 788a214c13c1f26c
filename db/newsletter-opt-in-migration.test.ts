import { cp, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { NetlifyDB } from '@netlify/database-dev';
import { describe, expect, it } from 'vitest';
import { MIGRATIONS_DIRECTORY, applyMigrations, listMigrations } from './migrate';
import { connectScriptDatabase } from './script-db';

/** It starts an embedded Postgres of its own and migrates it twice: 13 s in one run, over 20 s in a busier one. */
const OWN_SERVER_MS = 90_000;

describe('migration 0006 (newsletter double opt-in)', () => {
  it(
    'keeps the subscriptions taken before it confirmed, as of their sign-up',
    async () => {
      const before = await mkdtemp(path.join(os.tmpdir(), 'migrations-'));
      const server = new NetlifyDB({ logger: () => {} });
      const db = await connectScriptDatabase(await server.start(), 'migration test', () => server.stop());
      try {
        for (const migration of await listMigrations()) {
          if (migration.name < '0006') {
            await cp(path.dirname(migration.file), path.join(before, migration.name), { recursive: true });
          }
        }
        await applyMigrations(db, before);
        await db.query(
          `INSERT INTO newsletter_subscriptions (email, subscribed_at) VALUES ('prima@example.it', '2025-10-01T10:00:00Z')`,
        );
        expect(await applyMigrations(db, MIGRATIONS_DIRECTORY)).toContain('0006_mail_outbox');
        const [row] = await db.query<{ confirmed: boolean }>(
          `SELECT confirmed_at = subscribed_at AS confirmed FROM newsletter_subscriptions`,
        );
        expect(row.confirmed).toBe(true);
      } finally {
        await db.close();
        await rm(before, { recursive: true, force: true });
      }
    },
    OWN_SERVER_MS,
  );
});
