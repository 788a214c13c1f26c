import type { Config } from '@netlify/functions';
import { insertPhotoBoothEmail } from '../../db/queries/photo-booth-emails';
import { photoBoothRecordSchema } from '../../core/schema/photo-booth-email';
import { getDb } from '../../db/client';
import { endpoint, json, readBody } from '../_lib/http';

export default endpoint({
  POST: async (req) => {
    const record = await readBody(req, photoBoothRecordSchema);
    return json(await insertPhotoBoothEmail(getDb(), record), 201);
  },
});

export const config: Config = { path: '/api/photo-booth-emails' };
