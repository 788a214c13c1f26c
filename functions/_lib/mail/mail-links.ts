import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { API } from '../../../core/api-paths';
import { NEWSLETTER_PAGES } from '../../../core/schema/newsletter-subscription.schema';
import type { ConfirmationToken } from '../../../db/queries/newsletter-subscriptions.queries';
import { sessionSecret } from '../../../db/env';

/**
 * The tokens of the mails' links. Both are 43 base64url characters made with a key derived from SESSION_SECRET, so
 * the database alone never yields a working link (rotating the secret retires the links of mail already sent):
 * - confirmation: HMAC(key, a random nonce). The subscription stores only the token's SHA-256; the outbox row
 *   stores the nonce until the mail leaves, so the sender can make the token again.
 * - unsubscribe: the subscription's id and its HMAC, checked without any lookup; deleting the subscription
 *   retires it, and a new subscription of the same address has a new id.
 */
const linkKey = () => createHmac('sha256', sessionSecret()).update('mail-links').digest();

const mac = (purpose: string, value: string | number) =>
  createHmac('sha256', linkKey()).update(`${purpose}:${value}`).digest();

export const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');

export const confirmationTokenFor = (nonce: string): string => mac('newsletter-confirm', nonce).toString('base64url');

/** A new confirmation link's nonce and the hash its subscription stores. */
export function newConfirmationToken(): ConfirmationToken {
  const nonce = randomBytes(16).toString('base64url');
  return { nonce, tokenHash: hashToken(confirmationTokenFor(nonce)) };
}

const ID_BYTES = 4;
const UNSUBSCRIBE_MAC_BYTES = 28;

export function unsubscribeToken(subscriptionId: number): string {
  const id = Buffer.alloc(ID_BYTES);
  id.writeUInt32BE(subscriptionId);
  const signature = mac('newsletter-unsubscribe', subscriptionId).subarray(0, UNSUBSCRIBE_MAC_BYTES);
  return Buffer.concat([id, signature]).toString('base64url');
}

/** The subscription an unsubscribe token names, or null when it is not one this site signed. */
export function readUnsubscribeToken(token: string): number | null {
  if (!/^[A-Za-z0-9_-]{43}$/.test(token)) return null;
  const bytes = Buffer.from(token, 'base64url');
  const subscriptionId = bytes.readUInt32BE(0);
  const expected = mac('newsletter-unsubscribe', subscriptionId).subarray(0, UNSUBSCRIBE_MAC_BYTES);
  return timingSafeEqual(bytes.subarray(ID_BYTES), expected) ? subscriptionId : null;
}

/** The links a newsletter mail carries, on the site's origin. */
export const newsletterLinks = (siteUrl: string) => ({
  confirm: (nonce: string) => `${siteUrl}${NEWSLETTER_PAGES.confirm}?t=${confirmationTokenFor(nonce)}`,
  unsubscribePage: (subscriptionId: number) =>
    `${siteUrl}${NEWSLETTER_PAGES.unsubscribe}?t=${unsubscribeToken(subscriptionId)}`,
  /** RFC 8058: the mail client POSTs `List-Unsubscribe=One-Click` here, without the person opening anything. */
  oneClick: (subscriptionId: number) => `${siteUrl}${API.newsletterUnsubscribe}?t=${unsubscribeToken(subscriptionId)}`,
});
