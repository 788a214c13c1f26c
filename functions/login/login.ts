import type { Config } from '@netlify/functions';
import { findUserByUsername } from '../../db/queries/users.queries';
import { LOGIN_MESSAGES, loginSchema } from '../../core/schema/user.schema';
import { verifyPassword } from '../../db/passwords';
import { requireSessionSecret, startSession } from '../_lib/auth';
import { clearLoginTries, countLoginTry } from '../_lib/login-throttle';
import { getDb } from '../../db/client';
import { HttpError, clientIp, endpoint, json, readBody } from '../_lib/http';

export default endpoint({
  POST: async (req, context) => {
    requireSessionSecret();
    const { username, password } = await readBody(req, loginSchema);
    const db = getDb();
    const ip = clientIp(req, context);
    await countLoginTry(db, username, ip);
    const user = await findUserByUsername(db, username);
    if (!(await verifyPassword(password, user?.passwordHash)) || !user) {
      throw new HttpError(401, LOGIN_MESSAGES.invalidCredentials);
    }
    await clearLoginTries(db, username, ip);
    const setCookie = await startSession(db, req, user);
    const { passwordHash: _hash, ...publicUser } = user;
    return json(publicUser, 200, { 'Set-Cookie': setCookie });
  },
});

export const config: Config = { path: '/api/login' };
