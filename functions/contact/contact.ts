import type { Config } from '@netlify/functions';
import { insertContactSubmission } from '../../db/queries/contact-submissions';
import { contactSchema } from '../../core/schema/contact';
import { formGuardSchema } from '../../core/schema/form-guard';
import { getDb } from '../../db/client';
import { endpoint, json, readBody } from '../_lib/http';
import { mailSettings } from '../_lib/mail/mail-settings';
import { sendSoon } from '../_lib/mail/outbox-delivery';
import { FORM_LIMITS, isSpam } from '../_lib/spam-guard';

/** The contact form: the message is stored and the campaign's inbox is sent a notification (reply-to the sender). */
export default endpoint({
  POST: async (req, context) => {
    const { website, fillTimeMs, ...contact } = await readBody(req, contactSchema.concat(formGuardSchema));
    const db = getDb();
    // A bot's submission gets the answer a stored one would, with nothing stored.
    if (await isSpam(db, req, context, { website, fillTimeMs }, FORM_LIMITS.contact)) {
      return json({ id: 0, ...contact, phone: contact.phone ?? null, createdAt: new Date().toISOString() }, 201);
    }
    const { submission, mailIds } = await insertContactSubmission(db, contact, mailSettings().campaignInbox);
    sendSoon(context, db, mailIds);
    return json(submission, 201);
  },
});

export const config: Config = { path: '/api/contact' };
