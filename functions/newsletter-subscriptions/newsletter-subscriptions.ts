import type { Config } from '@netlify/functions';
import { NEWSLETTER_MESSAGES, newsletterSubscriptionSchema } from '../../core/schema/newsletter-subscription.schema';
import { subscribeToNewsletter } from '../../db/queries/newsletter-subscriptions.queries';
import { endpoint, json } from '../_lib/http';
import { newConfirmationToken } from '../_lib/mail/mail-links';
import { sendSoon } from '../_lib/mail/outbox-delivery';
import { guardedPost } from '../_lib/spam-guard';

/** The one answer to every sign-up, the honeypot's included. */
const checkYourMail = () => json({ message: NEWSLETTER_MESSAGES.checkYourMail }, 202);

/**
 * "Resta aggiornato", with double opt-in: a new or pending address is sent a confirmation link (a pending one at
 * most once an hour), a confirmed one nothing. Every case gets the same status and body, and the mail leaves after
 * the answer, so neither the answer nor its timing tells whether an address is known.
 */
export default endpoint({
  POST: guardedPost({
    schema: newsletterSubscriptionSchema,
    entry: 'newsletterSubscriptions',
    store: async (subscription, db, context, sourcePage) => {
      const mailIds = await subscribeToNewsletter(db, subscription, newConfirmationToken(), sourcePage);
      sendSoon(context, db, mailIds);
      // A sign-up is counted when it was written (a new or pending address sent its link), not for a known address.
      return { response: checkYourMail(), converts: mailIds.length > 0 };
    },
    asIfStored: checkYourMail,
  }),
});

export const config: Config = { path: '/api/newsletter-subscriptions' };
