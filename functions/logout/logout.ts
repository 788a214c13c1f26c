import type { Config } from '@netlify/functions';
import { clearSessionCookie, endSession } from '../_lib/auth';
import { getDb } from '../../db/client';
import { endpoint, noContent } from '../_lib/http';

export default endpoint({
  // Ends the server-side session, so a copied cookie stops working now rather than when it expires.
  POST: async (req) => {
    await endSession(getDb(), req);
    return noContent({ 'Set-Cookie': clearSessionCookie(req) });
  },
});

export const config: Config = { path: '/api/logout' };
