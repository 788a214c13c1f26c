import type { Config } from '@netlify/functions';
import { ACCOUNT_MESSAGES, accountChangeSchema } from '../../core/schema/admin-account.schema';
import { getDb } from '../../db/client';
import { changeAccount, deleteAccount } from '../../db/queries/users.queries';
import { requireRole } from '../_lib/auth';
import { HttpError, MESSAGES, endpoint, json, noContent, readBody, uuidParam } from '../_lib/http';
import { ADMIN_MESSAGES } from '../../core/schema/admin.schema';

/** The owner's own account is changed by another owner only: nobody demotes, disables or deletes themselves. */
function refuseSelf(id: string, ownId: string, field: string): void {
  if (id === ownId) throw new HttpError(400, MESSAGES.badInput, { [field]: ACCOUNT_MESSAGES.yourself });
}

/**
 * One account, the owner's: PUT changes its role or turns it off (`disabled: true`, its sessions end at once) or on;
 * DELETE removes it. Neither may leave the campaign without an active owner.
 */
export default endpoint({
  PUT: async (req, context) => {
    const { db, user } = await requireRole(getDb(), req, context, 'accounts');
    const id = uuidParam(context);
    const change = await readBody(req, accountChangeSchema);
    if (change.role === undefined && change.disabled === undefined) {
      throw new HttpError(400, ADMIN_MESSAGES.noChanges);
    }
    refuseSelf(id, user.id, change.role === undefined ? 'disabled' : 'role');
    const result = await changeAccount(db, id, change);
    if ('refused' in result) {
      if (result.refused === 'not-found') throw new HttpError(404, MESSAGES.notFound);
      throw new HttpError(409, ACCOUNT_MESSAGES.lastOwner);
    }
    return json(result.account);
  },
  DELETE: async (req, context) => {
    const { db, user } = await requireRole(getDb(), req, context, 'accounts');
    const id = uuidParam(context);
    refuseSelf(id, user.id, 'id');
    const outcome = await deleteAccount(db, id);
    if (outcome === 'not-found') throw new HttpError(404, MESSAGES.notFound);
    if (outcome === 'last-owner') throw new HttpError(409, ACCOUNT_MESSAGES.lastOwner);
    return noContent();
  },
});

export const config: Config = { path: '/api/admin/users/:id' };
