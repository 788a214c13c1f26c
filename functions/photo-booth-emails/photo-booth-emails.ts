import type { Config } from '@netlify/functions';
import { insertPhotoBoothEmail } from '../../db/queries/photo-booth-emails';
import { photoBoothRecordSchema } from '../../core/schema/photo-booth-email';
import { formGuardSchema } from '../../core/schema/form-guard';
import { getDb } from '../../db/client';
import { endpoint, json, readBody } from '../_lib/http';
import { FORM_LIMITS, isSpam } from '../_lib/spam-guard';

export default endpoint({
  POST: async (req, context) => {
    const { website, fillTimeMs, ...record } = await readBody(req, photoBoothRecordSchema.concat(formGuardSchema));
    const db = getDb();
    // A bot's submission gets the answer a stored one would, with nothing stored.
    if (await isSpam(db, req, context, { website, fillTimeMs }, FORM_LIMITS.photoBooth)) {
      return json({ id: 0, ...record, createdAt: new Date().toISOString() }, 201);
    }
    return json(await insertPhotoBoothEmail(db, record), 201);
  },
});

export const config: Config = { path: '/api/photo-booth-emails' };
