import type { Config } from '@netlify/functions';
import { insertContactSubmission } from '../../db/queries/contact-submissions';
import { contactSchema } from '../../core/schema/contact';
import { getDb } from '../../db/client';
import { endpoint, json, readBody } from '../_lib/http';

export default endpoint({
  POST: async (req) => {
    const contact = await readBody(req, contactSchema);
    return json(await insertContactSubmission(getDb(), contact), 201);
  },
});

export const config: Config = { path: '/api/contact' };
