import type { Config } from '@netlify/functions';
import { countPersonalDataOf, erasePersonalData } from '../../db/queries/personal-data';
import { consentsOf } from '../../db/queries/consents';
import { erasureSchema } from '../../core/schema/admin';
import { requireAdmin } from '../_lib/auth';
import { getDb } from '../../db/client';
import { HttpError, MESSAGES, endpoint, fieldErrors, json, readBody } from '../_lib/http';
import { ValidationError } from 'yup';

/** The address of `?email=`, checked with the erasure's own schema. */
async function emailParam(req: Request): Promise<string> {
  try {
    const { email } = await erasureSchema.validate(
      { email: new URL(req.url).searchParams.get('email') ?? '' },
      { context: { fromWire: true } },
    );
    return email;
  } catch (error) {
    if (error instanceof ValidationError) throw new HttpError(400, MESSAGES.badInput, fieldErrors(error));
    throw error;
  }
}

/**
 * The rights of access and to erasure the privacy page promises, for one person by email: GET shows what is held
 * (how many records of each kind, and the proof of each consent given), DELETE erases it all and says how much went.
 */
export default endpoint({
  GET: async (req) => {
    const db = getDb();
    await requireAdmin(db, req);
    const email = await emailParam(req);
    const [counts, consents] = await Promise.all([countPersonalDataOf(db, email), consentsOf(db, email)]);
    return json({ counts, consents });
  },
  DELETE: async (req) => {
    const db = getDb();
    await requireAdmin(db, req);
    const { email } = await readBody(req, erasureSchema);
    return json(await erasePersonalData(db, email));
  },
});

export const config: Config = { path: '/api/admin/personal-data' };
