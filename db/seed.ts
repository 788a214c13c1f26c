import { hashPassword } from '../server/passwords';
import { seedSiteContent } from './queries/site-content.queries';
import { insertUserIfAbsent } from './queries/users.queries';
import type { Db } from './client';
import { localAdminEnv } from '../server/env';

/** The local admin account that `npm start` creates; .env can name another. */
export const DEFAULT_LOCAL_ADMIN = { username: 'admin', password: 'veneto2025' } as const;

export interface SeedResult {
  contentSeeded: boolean;
  adminCreated: boolean;
  adminUsername: string;
}

/**
 * Default site content, and the local admin if no account has that username yet. Running it again changes
 * nothing: an admin's edits and changed password survive every restart.
 */
export async function seed(
  db: Db,
  admin: { username: string; password: string } = {
    username: localAdminEnv().username ?? DEFAULT_LOCAL_ADMIN.username,
    password: localAdminEnv().password ?? DEFAULT_LOCAL_ADMIN.password,
  },
): Promise<SeedResult> {
  const contentSeeded = await seedSiteContent(db);
  const adminCreated = await insertUserIfAbsent(db, admin.username, await hashPassword(admin.password));
  return { contentSeeded, adminCreated, adminUsername: admin.username };
}
