import type { Config } from '@netlify/functions';
import { NEWSLETTER_MESSAGES, newsletterConfirmationSchema } from '../../core/schema/newsletter-subscription.schema';
import { getDb } from '../../db/client';
import { confirmNewsletterSubscription } from '../../db/queries/newsletter-subscriptions.queries';
import { refuseLink } from '../_lib/confirm-link';
import { endpoint, json, readBody } from '../_lib/http';
import { hashToken } from '../_lib/mail/mail-links';

/**
 * The confirmation page POSTs the token of the mail's link: a POST, because mail scanners open the links of a mail
 * (GET) before the person does. Confirmed (200), already used (409), expired (410) or unknown (404), each in words.
 */
export default endpoint({
  POST: async (req) => {
    const { token } = await readBody(req, newsletterConfirmationSchema);
    const outcome = await confirmNewsletterSubscription(getDb(), hashToken(token));
    if (outcome !== 'confirmed') refuseLink(outcome, NEWSLETTER_MESSAGES);
    return json({ status: outcome, message: NEWSLETTER_MESSAGES.confirmed });
  },
});

export const config: Config = { path: '/api/newsletter-subscriptions/confirm' };
