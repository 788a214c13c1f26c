import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { API } from '../../../core/api-paths';
import { PAGE_ROUTES, tourStopPath } from '../../../core/page-routes';
import { withShareSource } from '../../../core/share-source';
import { NEWSLETTER_PAGES } from '../../../core/schema/newsletter-subscription.schema';
import type { ConfirmationToken } from '../../../db/queries/newsletter-subscriptions.queries';
import { sessionSecret } from '../../../server/env';

/**
 * The tokens of the mails' links. Both are 43 base64url characters made with a key derived from SESSION_SECRET, so
 * the database alone never yields a working link (rotating the secret retires the links of mail already sent):
 * - confirmation: HMAC(key, a random nonce). The subscription stores only the token's SHA-256; the outbox row
 *   stores the nonce until the mail leaves, so the sender can make the token again.
 * - unsubscribe and cancel: the subscription's (the booking's) id and its HMAC for that purpose, checked without
 *   any lookup; deleting the row retires it, and a new subscription (booking) of the same address has a new id.
 */
const linkKey = () => createHmac('sha256', sessionSecret()).update('mail-links').digest();

const mac = (purpose: string, value: string | number) =>
  createHmac('sha256', linkKey()).update(`${purpose}:${value}`).digest();

export const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');

/** What a confirmation link confirms: each purpose's tokens work for it alone. */
type ConfirmPurpose = 'newsletter-confirm' | 'rsvp-confirm' | 'volunteer-confirm';

const tokenFor = (purpose: ConfirmPurpose, nonce: string): string => mac(purpose, nonce).toString('base64url');

export const confirmationTokenFor = (nonce: string): string => tokenFor('newsletter-confirm', nonce);

/** The token of a booking request's link (`/prenotazione/conferma?t=`). */
export const rsvpConfirmTokenFor = (nonce: string): string => tokenFor('rsvp-confirm', nonce);

/** The token of a volunteer's sign-up link (`/volontari/conferma?t=`). */
const volunteerConfirmTokenFor = (nonce: string): string => tokenFor('volunteer-confirm', nonce);

/** A new confirmation link's nonce and the hash its row stores: a subscription's, a booking request's, a volunteer's. */
export function newConfirmationToken(purpose: ConfirmPurpose = 'newsletter-confirm'): ConfirmationToken {
  const nonce = randomBytes(16).toString('base64url');
  return { nonce, tokenHash: hashToken(tokenFor(purpose, nonce)) };
}

const ID_BYTES = 4;
const ID_MAC_BYTES = 28;

type IdPurpose = 'newsletter-unsubscribe' | 'rsvp-cancel' | 'rsvp-stop-mails' | 'polling-decline';

/** A row's id and its HMAC for `purpose`: 43 base64url characters. */
function signedId(purpose: IdPurpose, rowId: number): string {
  const id = Buffer.alloc(ID_BYTES);
  id.writeUInt32BE(rowId);
  return Buffer.concat([id, mac(purpose, rowId).subarray(0, ID_MAC_BYTES)]).toString('base64url');
}

/** The id a token signed for `purpose` names, or null when it is not one this site signed for it. */
function readSignedId(purpose: IdPurpose, token: string): number | null {
  if (!/^[A-Za-z0-9_-]{43}$/.test(token)) return null;
  const bytes = Buffer.from(token, 'base64url');
  const rowId = bytes.readUInt32BE(0);
  return timingSafeEqual(bytes.subarray(ID_BYTES), mac(purpose, rowId).subarray(0, ID_MAC_BYTES)) ? rowId : null;
}

export const unsubscribeToken = (subscriptionId: number): string => signedId('newsletter-unsubscribe', subscriptionId);

/** The subscription an unsubscribe token names, or null when it is not one this site signed. */
export const readUnsubscribeToken = (token: string): number | null => readSignedId('newsletter-unsubscribe', token);

export const rsvpCancelToken = (rsvpId: number): string => signedId('rsvp-cancel', rsvpId);

/** The booking a cancel token names, or null when it is not one this site signed. */
export const readRsvpCancelToken = (token: string): number | null => readSignedId('rsvp-cancel', token);

/** The token of a booking's one-click "no more mail": it cannot cancel, nor can a cancel token stop mail. */
export const rsvpStopMailsToken = (rsvpId: number): string => signedId('rsvp-stop-mails', rsvpId);

export const readRsvpStopMailsToken = (token: string): number | null => readSignedId('rsvp-stop-mails', token);

/** The token of an assignment mail's decline link: a new assignment of the same person has a new id. */
export const pollingDeclineToken = (assignmentId: number): string => signedId('polling-decline', assignmentId);

export const readPollingDeclineToken = (token: string): number | null => readSignedId('polling-decline', token);

/** The links a newsletter mail carries, on the site's origin. */
export const newsletterLinks = (siteUrl: string) => ({
  confirm: (nonce: string) => `${siteUrl}${NEWSLETTER_PAGES.confirm}?t=${confirmationTokenFor(nonce)}`,
  unsubscribePage: (subscriptionId: number) =>
    `${siteUrl}${NEWSLETTER_PAGES.unsubscribe}?t=${unsubscribeToken(subscriptionId)}`,
  /** RFC 8058: the mail client POSTs `List-Unsubscribe=One-Click` here, without the person opening anything. */
  oneClick: (subscriptionId: number) => `${siteUrl}${API.newsletterUnsubscribe}?t=${unsubscribeToken(subscriptionId)}`,
});

/**
 * The links a mail about a booking carries, on the site's origin. The stop's page, which a reader may pass on, is
 * tagged as coming from a mail (core/share-source.ts); the token links are the reader's own.
 */
export const rsvpLinks = (siteUrl: string) => ({
  stop: (stopId: number) => withShareSource(`${siteUrl}${tourStopPath(stopId)}`, 'email'),
  confirmPage: (nonce: string) => `${siteUrl}${PAGE_ROUTES.rsvpConfirm.path}?t=${rsvpConfirmTokenFor(nonce)}`,
  cancelPage: (rsvpId: number) => `${siteUrl}${PAGE_ROUTES.rsvpCancel.path}?t=${rsvpCancelToken(rsvpId)}`,
  /**
   * RFC 8058: the mail client POSTs here when its reader asks to unsubscribe, without opening anything. It stops the
   * campaign's mail about the booking and never cancels it: a mail app's "Annulla iscrizione" must not give the
   * place away.
   */
  oneClick: (rsvpId: number) => `${siteUrl}${API.rsvpStopMails}?t=${rsvpStopMailsToken(rsvpId)}`,
});

/** The links a mail about volunteering carries, on the site's origin: its page tagged as coming from a mail. */
export const volunteerLinks = (siteUrl: string) => ({
  page: withShareSource(`${siteUrl}${PAGE_ROUTES.volunteers.path}`, 'email'),
  confirmPage: (nonce: string) => `${siteUrl}${PAGE_ROUTES.volunteerConfirm.path}?t=${volunteerConfirmTokenFor(nonce)}`,
});

/**
 * The links a mail about a shift's sign-up carries: the same engine's tokens as a booking's (the confirm and cancel
 * endpoints of shifts accept only a shift's request or sign-up), on the shift pages.
 */
export const shiftLinks = (siteUrl: string) => ({
  confirmPage: (nonce: string) => `${siteUrl}${PAGE_ROUTES.shiftConfirm.path}?t=${rsvpConfirmTokenFor(nonce)}`,
  cancelPage: (rsvpId: number) => `${siteUrl}${PAGE_ROUTES.shiftCancel.path}?t=${rsvpCancelToken(rsvpId)}`,
  oneClick: (rsvpId: number) => `${siteUrl}${API.rsvpStopMails}?t=${rsvpStopMailsToken(rsvpId)}`,
});

/** The decline page of a rappresentante's assignment mail. */
export const pollingDeclinePage = (siteUrl: string, assignmentId: number): string =>
  `${siteUrl}${PAGE_ROUTES.pollingDecline.path}?t=${pollingDeclineToken(assignmentId)}`;
