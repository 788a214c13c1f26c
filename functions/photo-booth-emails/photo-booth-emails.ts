import type { Config } from '@netlify/functions';
import { insertPhotoBoothEmail } from '../../db/queries/photo-booth-emails.queries';
import { photoBoothRecordSchema } from '../../core/schema/photo-booth-email.schema';
import { endpoint, json } from '../_lib/http';
import { guardedPost } from '../_lib/spam-guard';

export default endpoint({
  POST: guardedPost({
    schema: photoBoothRecordSchema,
    entry: 'photoBoothEmails',
    store: async (record, db, _context, sourcePage) => ({
      response: json(await insertPhotoBoothEmail(db, record, sourcePage), 201),
      converts: true,
    }),
    asIfStored: (record) => json({ id: 0, ...record, createdAt: new Date().toISOString() }, 201),
  }),
});

export const config: Config = { path: '/api/photo-booth-emails' };
