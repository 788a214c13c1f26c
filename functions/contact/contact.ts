import type { Config } from '@netlify/functions';
import { insertContactSubmission } from '../../db/queries/contact-submissions';
import { contactSchema } from '../../core/schema/contact';
import { formGuardSchema } from '../../core/schema/form-guard';
import { getDb } from '../../db/client';
import { endpoint, json, readBody } from '../_lib/http';
import { FORM_LIMITS, isSpam } from '../_lib/spam-guard';

export default endpoint({
  POST: async (req, context) => {
    const { website, fillTimeMs, ...contact } = await readBody(req, contactSchema.concat(formGuardSchema));
    const db = getDb();
    // A bot's submission gets the answer a stored one would, with nothing stored.
    if (await isSpam(db, req, context, { website, fillTimeMs }, FORM_LIMITS.contact)) {
      return json({ id: 0, ...contact, phone: contact.phone ?? null, createdAt: new Date().toISOString() }, 201);
    }
    return json(await insertContactSubmission(db, contact), 201);
  },
});

export const config: Config = { path: '/api/contact' };
