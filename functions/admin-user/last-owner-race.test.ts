import { describe, expect, it } from 'vitest';
import { getDb } from '../../db/client';
import { adminSession, call, type CallResult } from '../../test/server/function-calls';
import { useNativePostgres } from '../../test/server/native-postgres';
import adminUser from './admin-user';

/**
 * Two owners who demote or delete each other at the same moment. The test database runs one statement at a time,
 * where no such race exists: these run on a real PostgreSQL server, with a pool of several connections, as two
 * function instances reach Neon.
 */
const ROUNDS = 20;

useNativePostgres(4);

const activeOwners = async () => {
  const [row] = await getDb().query<{ n: number }>(
    `SELECT count(*)::int AS n FROM users WHERE role = 'owner' AND disabled_at IS NULL`,
  );
  return row.n;
};

/** Two owners, each signed in, and nobody else. */
async function twoOwners() {
  // As a replica, the activity log's trigger lets its rows (which name the accounts) be emptied too.
  await getDb().transaction([
    { text: `SET LOCAL session_replication_role = replica` },
    { text: `TRUNCATE users, sessions CASCADE` },
  ]);
  const sessions = [await adminSession('owner', 'anna'), await adminSession('owner', 'bruno')];
  const rows = await getDb().query<{ id: string }>(`SELECT id FROM users ORDER BY username`);
  return rows.map((row, index) => ({ id: row.id, cookie: sessions[index] }));
}

const succeeded = (results: CallResult[]) => results.filter((res) => res.status < 300).length;

describe('two owners acting on each other at once', () => {
  it.each([
    ['demote', { method: 'PUT', body: { role: 'editor' } }],
    ['turn off', { method: 'PUT', body: { disabled: true } }],
    ['delete', { method: 'DELETE' }],
  ])('%s each other: one goes through, and an active owner always remains', async (_, request) => {
    for (let round = 0; round < ROUNDS; round += 1) {
      const [anna, bruno] = await twoOwners();
      const results = await Promise.all([
        call(adminUser, `/api/admin/users/${bruno.id}`, { ...request, cookie: anna.cookie, params: { id: bruno.id } }),
        call(adminUser, `/api/admin/users/${anna.id}`, { ...request, cookie: bruno.cookie, params: { id: anna.id } }),
      ]);
      expect(await activeOwners()).toBe(1);
      expect(succeeded(results)).toBe(1);
    }
  });
});
