import type { Config } from '@netlify/functions';
import { TWO_FACTOR_MESSAGES, adminSettingsSchema, type AdminSettings } from '../../core/schema/two-factor.schema';
import { getDb } from '../../db/client';
import { setTwoFactorRequired, twoFactorRequired } from '../../db/queries/two-factor.queries';
import { requireRole } from '../_lib/auth';
import { HttpError, MESSAGES, endpoint, json, readBody } from '../_lib/http';

/**
 * The owner's settings: whether owners and segreteria, the roles that export personal data, must sign in with a
 * second factor. Off in a fresh install; the panel says so until it is on.
 */
export default endpoint({
  GET: async (req, context) => {
    const { db } = await requireRole(getDb(), req, context, 'accounts');
    const settings: AdminSettings = { twoFactorRequired: await twoFactorRequired(db) };
    return json(settings);
  },
  PUT: async (req, context) => {
    const { db, user } = await requireRole(getDb(), req, context, 'accounts');
    const { twoFactorRequired: required } = await readBody(req, adminSettingsSchema);
    // The owner who requires it has it: otherwise their next call would lock them out of this very page.
    if (required && !user.twoFactor) {
      throw new HttpError(400, MESSAGES.badInput, { twoFactorRequired: TWO_FACTOR_MESSAGES.ownFirst });
    }
    await setTwoFactorRequired(db, required);
    const settings: AdminSettings = { twoFactorRequired: required };
    return json(settings);
  },
});

export const config: Config = { path: '/api/admin/settings' };
