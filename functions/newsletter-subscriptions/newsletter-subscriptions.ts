import type { Config } from '@netlify/functions';
import { newsletterSubscriptionSchema } from '../../core/schema/newsletter-subscription';
import { getDb } from '../../db/client';
import { subscribeToNewsletter } from '../../db/queries/newsletter-subscriptions';
import { endpoint, json, readBody } from '../_lib/http';

/**
 * "Resta aggiornato": 201 for a new address, 200 for one already subscribed. Either way the answer carries only
 * what the visitor sent, so it tells nobody what else is stored under that address.
 */
export default endpoint({
  POST: async (req) => {
    const subscription = await readBody(req, newsletterSubscriptionSchema);
    const created = await subscribeToNewsletter(getDb(), subscription);
    return json({ email: subscription.email, subscribed: true }, created ? 201 : 200);
  },
});

export const config: Config = { path: '/api/newsletter-subscriptions' };
