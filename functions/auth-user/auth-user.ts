import type { Config } from '@netlify/functions';
import { requireAdmin } from '../_lib/auth';
import { getDb } from '../../db/client';
import { endpoint, json } from '../_lib/http';

export default endpoint({
  GET: async (req) => json(await requireAdmin(getDb(), req)),
});

export const config: Config = { path: '/api/auth/user' };
