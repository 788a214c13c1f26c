import type { Config } from '@netlify/functions';
import { insertPhotoBoothEmail } from '../../db/queries/photo-booth-emails';
import { photoBoothRecordSchema } from '../../core/schema/photo-booth-email';
import { endpoint, json } from '../_lib/http';
import { FORM_LIMITS, guardedPost } from '../_lib/spam-guard';

export default endpoint({
  POST: guardedPost({
    schema: photoBoothRecordSchema,
    limit: FORM_LIMITS.photoBooth,
    store: async (record, db, _context, sourcePage) => json(await insertPhotoBoothEmail(db, record, sourcePage), 201),
    asIfStored: (record) => json({ id: 0, ...record, createdAt: new Date().toISOString() }, 201),
  }),
});

export const config: Config = { path: '/api/photo-booth-emails' };
