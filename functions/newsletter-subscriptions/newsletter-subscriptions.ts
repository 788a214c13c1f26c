import type { Config } from '@netlify/functions';
import { newsletterSubscriptionSchema } from '../../core/schema/newsletter-subscription';
import { getDb } from '../../db/client';
import { subscribeToNewsletter } from '../../db/queries/newsletter-subscriptions';
import { formGuardSchema } from '../../core/schema/form-guard';
import { endpoint, json, readBody } from '../_lib/http';
import { FORM_LIMITS, isSpam } from '../_lib/spam-guard';

/**
 * "Resta aggiornato": 201 for a new address, 200 for one already subscribed. Either way the answer carries only
 * what the visitor sent, so it tells nobody what else is stored under that address.
 */
export default endpoint({
  POST: async (req, context) => {
    const { website, fillTimeMs, ...subscription } = await readBody(
      req,
      newsletterSubscriptionSchema.concat(formGuardSchema),
    );
    const db = getDb();
    // A bot's sign-up gets the answer a real one would, with nothing stored.
    if (await isSpam(db, req, context, { website, fillTimeMs }, FORM_LIMITS.newsletter)) {
      return json({ email: subscription.email, subscribed: true }, 201);
    }
    const created = await subscribeToNewsletter(db, subscription);
    return json({ email: subscription.email, subscribed: true }, created ? 201 : 200);
  },
});

export const config: Config = { path: '/api/newsletter-subscriptions' };
