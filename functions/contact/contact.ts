import type { Config } from '@netlify/functions';
import { insertContactSubmission } from '../../db/queries/contact-submissions';
import { contactSchema } from '../../core/schema/contact';
import { endpoint, json } from '../_lib/http';
import { FORM_LIMITS, guardedPost } from '../_lib/spam-guard';

export default endpoint({
  POST: guardedPost({
    schema: contactSchema,
    limit: FORM_LIMITS.contact,
    store: async (contact, db) => json(await insertContactSubmission(db, contact), 201),
    asIfStored: (contact) =>
      json({ id: 0, ...contact, phone: contact.phone ?? null, createdAt: new Date().toISOString() }, 201),
  }),
});

export const config: Config = { path: '/api/contact' };
