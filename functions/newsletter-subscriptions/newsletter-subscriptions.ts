import type { Config } from '@netlify/functions';
import { newsletterSubscriptionSchema } from '../../core/schema/newsletter-subscription';
import { subscribeToNewsletter } from '../../db/queries/newsletter-subscriptions';
import { endpoint, json } from '../_lib/http';
import { FORM_LIMITS, guardedPost } from '../_lib/spam-guard';

/**
 * "Resta aggiornato": 201 for a new address, 200 for one already subscribed. Either way the answer carries only
 * what the visitor sent, so it tells nobody what else is stored under that address.
 */
export default endpoint({
  POST: guardedPost({
    schema: newsletterSubscriptionSchema,
    limit: FORM_LIMITS.newsletter,
    store: async (subscription, db) => {
      const created = await subscribeToNewsletter(db, subscription);
      return json({ email: subscription.email, subscribed: true }, created ? 201 : 200);
    },
    asIfStored: (subscription) => json({ email: subscription.email, subscribed: true }, 201),
  }),
});

export const config: Config = { path: '/api/newsletter-subscriptions' };
