import type { Config } from '@netlify/functions';
import { clearFailures, countRecentFailures, recordFailure } from '../../db/queries/login-failures';
import { findUserByUsername } from '../../db/queries/users';
import { LOGIN_MESSAGES, loginSchema } from '../../core/schema/user';
import { verifyPassword } from '../../db/passwords';
import { MAX_FAILURES_PER_IP, MAX_FAILURES_PER_USERNAME, clientIp, startSession } from '../_lib/auth';
import { getDb } from '../../db/client';
import { HttpError, MESSAGES, endpoint, json, readBody } from '../_lib/http';

export default endpoint({
  POST: async (req, context) => {
    const { username, password } = await readBody(req, loginSchema);
    const db = getDb();
    const ip = clientIp(req, context);
    const failures = await countRecentFailures(db, username, ip);
    if (failures.forUsername >= MAX_FAILURES_PER_USERNAME || failures.fromIp >= MAX_FAILURES_PER_IP) {
      throw new HttpError(429, MESSAGES.tooManyRequests, undefined, { 'Retry-After': '900' });
    }
    const user = await findUserByUsername(db, username);
    if (!(await verifyPassword(password, user?.passwordHash)) || !user) {
      await recordFailure(db, username, ip);
      throw new HttpError(401, LOGIN_MESSAGES.invalidCredentials);
    }
    await clearFailures(db, username);
    const setCookie = await startSession(db, req, user);
    const { passwordHash: _hash, ...publicUser } = user;
    return json(publicUser, 200, { 'Set-Cookie': setCookie });
  },
});

export const config: Config = { path: '/api/login' };
