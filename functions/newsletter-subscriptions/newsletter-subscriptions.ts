import type { Config } from '@netlify/functions';
import { NEWSLETTER_MESSAGES, newsletterSubscriptionSchema } from '../../core/schema/newsletter-subscription';
import { getDb } from '../../db/client';
import { subscribeToNewsletter } from '../../db/queries/newsletter-subscriptions';
import { formGuardSchema } from '../../core/schema/form-guard';
import { endpoint, json, readBody } from '../_lib/http';
import { newConfirmationToken } from '../_lib/mail/mail-links';
import { sendSoon } from '../_lib/mail/outbox-delivery';
import { FORM_LIMITS, isSpam } from '../_lib/spam-guard';

/**
 * "Resta aggiornato", with double opt-in: a new or pending address is sent a confirmation link (a pending one at
 * most once an hour), a confirmed one nothing. Every case, the honeypot's included, gets the same status and body,
 * and the mail leaves after the answer, so neither the answer nor its timing tells whether an address is known.
 */
export default endpoint({
  POST: async (req, context) => {
    const { website, fillTimeMs, ...subscription } = await readBody(
      req,
      newsletterSubscriptionSchema.concat(formGuardSchema),
    );
    const db = getDb();
    const answer = () => json({ message: NEWSLETTER_MESSAGES.checkYourMail }, 202);
    // A bot's sign-up gets the answer a real one would, with nothing stored.
    if (await isSpam(db, req, context, { website, fillTimeMs }, FORM_LIMITS.newsletter)) return answer();
    sendSoon(context, db, await subscribeToNewsletter(db, subscription, newConfirmationToken()));
    return answer();
  },
});

export const config: Config = { path: '/api/newsletter-subscriptions' };
