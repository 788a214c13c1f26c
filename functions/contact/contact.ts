import type { Config } from '@netlify/functions';
import { insertContactSubmission } from '../../db/queries/contact-submissions.queries';
import { contactSchema } from '../../core/schema/contact.schema';
import { endpoint, json } from '../_lib/http';
import { mailSettings } from '../../server/mail-settings';
import { sendSoon } from '../_lib/mail/outbox-delivery';
import { guardedPost } from '../_lib/spam-guard';

/**
 * The contact form: the message is stored and the campaign's inbox (CAMPAIGN_INBOX_EMAIL, when set) is sent a
 * notification (reply-to the sender).
 */
export default endpoint({
  POST: guardedPost({
    schema: contactSchema,
    entry: 'contact',
    store: async (contact, db, context, sourcePage) => {
      const inbox = mailSettings().campaignInbox;
      const { submission, mailIds } = await insertContactSubmission(db, contact, inbox, sourcePage);
      sendSoon(context, db, mailIds);
      return { response: json(submission, 201), converts: true };
    },
    asIfStored: (contact) =>
      json({ id: 0, ...contact, phone: contact.phone ?? null, createdAt: new Date().toISOString() }, 201),
  }),
});

export const config: Config = { path: '/api/contact' };
