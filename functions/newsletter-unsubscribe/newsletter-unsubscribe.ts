import type { Config } from '@netlify/functions';
import { NEWSLETTER_MESSAGES, NEWSLETTER_PAGES } from '../../core/schema/newsletter-subscription.schema';
import { getDb } from '../../db/client';
import { unsubscribeFromNewsletter } from '../../db/queries/newsletter-subscriptions.queries';
import { HttpError, endpoint, json } from '../_lib/http';
import { readUnsubscribeToken } from '../_lib/mail/mail-links';

const tokenOf = (req: Request) => new URL(req.url).searchParams.get('t') ?? '';

/**
 * The unsubscribe link of every newsletter mail, without login. POST (RFC 8058's one-click, whose body
 * `List-Unsubscribe=One-Click` says nothing more, or the unsubscribe page) deletes the subscription and its mail
 * not yet sent; again, it answers the same. A GET (someone opening the header's URL) changes nothing: it leads to the
 * page, which asks before it POSTs.
 */
export default endpoint({
  POST: async (req) => {
    const subscriptionId = readUnsubscribeToken(tokenOf(req));
    if (subscriptionId === null) throw new HttpError(404, NEWSLETTER_MESSAGES.linkInvalid);
    await unsubscribeFromNewsletter(getDb(), subscriptionId);
    return json({ message: NEWSLETTER_MESSAGES.unsubscribed });
  },
  GET: async (req) => {
    const page = `${NEWSLETTER_PAGES.unsubscribe}?t=${encodeURIComponent(tokenOf(req))}`;
    return new Response(null, { status: 303, headers: { Location: page, 'Cache-Control': 'no-store' } });
  },
});

export const config: Config = { path: '/api/newsletter-subscriptions/unsubscribe' };
