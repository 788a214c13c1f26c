import type { Db } from '../client';
import type { NewsletterSubscriptionInput } from '../../core/schema/newsletter-subscription';
import type { InboxList } from './inbox';

const COLUMNS = `id, email, name, subscribed_at AS "subscribedAt"`;

/** True when the address is new; an address already subscribed (in any case) is left as it is. */
export async function subscribeToNewsletter(db: Db, subscription: NewsletterSubscriptionInput): Promise<boolean> {
  const rows = await db.query(
    `INSERT INTO newsletter_subscriptions (email, name) VALUES ($1, $2)
     ON CONFLICT ((lower(email))) DO NOTHING RETURNING id`,
    [subscription.email, subscription.name ?? null],
  );
  return rows.length > 0;
}

/** The admins' list of subscribers: searched by name and email (search_text). */
export const NEWSLETTER_INBOX: InboxList = {
  table: 'newsletter_subscriptions',
  columns: COLUMNS,
  created: 'subscribed_at',
};
