import type { Config } from '@netlify/functions';
import { recordAudit } from '../../db/queries/audit-log.queries';
import { countPersonalDataOf, erasePersonalData } from '../../db/queries/personal-data.queries';
import { consentsOf } from '../../db/queries/consents.queries';
import { erasureSchema } from '../../core/schema/admin.schema';
import { requireRole } from '../_lib/auth';
import { erasureTrace } from '../_lib/erasure-trace';
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
 * (how many records of each kind, and the proof of each consent given), DELETE erases it all and says how much went
 * (and the activity log records the erasure, with the address as a keyed hash).
 */
export default endpoint({
  GET: async (req, context) => {
    const { db } = await requireRole(getDb(), req, context, 'inbox');
    const email = await emailParam(req);
    const [counts, consents] = await Promise.all([countPersonalDataOf(db, email), consentsOf(db, email)]);
    return json({ counts, consents });
  },
  DELETE: async (req, context) => {
    const { db } = await requireRole(getDb(), req, context, 'inbox');
    const { email } = await readBody(req, erasureSchema);
    const erased = await erasePersonalData(db, email);
    // The log proves the erasure without keeping the address (functions/_lib/erasure-trace.ts).
    await recordAudit(db, 'erasure', null, { emailHash: erasureTrace(email), erased: { ...erased } });
    return json(erased);
  },
});

export const config: Config = { path: '/api/admin/personal-data' };
