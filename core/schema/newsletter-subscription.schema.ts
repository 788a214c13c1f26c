import * as yup from 'yup';
import { PAGE_ROUTES } from '../page-routes';
import { email, flag, optionalText, requiredText, text } from './fields.schema';
import { attributionFields } from './attribution.schema';

export const NEWSLETTER_MESSAGES = {
  nameTooLong: 'Il nome può contenere al massimo 200 caratteri',
  privacy: "Devi accettare l'informativa privacy",
  /** The one answer to every sign-up, new, pending or confirmed: it tells nobody which addresses are known. */
  checkYourMail: "Controlla la tua email per confermare l'iscrizione",
  confirmed: 'Iscrizione confermata: riceverai gli aggiornamenti della campagna.',
  linkExpired: 'Il link di conferma è scaduto: iscriviti di nuovo per riceverne uno nuovo.',
  linkUsed: "Questo link è già stato usato: l'iscrizione è già confermata.",
  linkInvalid: 'Link non valido: usa il link più recente che hai ricevuto per email.',
  unsubscribed: 'Iscrizione annullata: non riceverai più email della campagna.',
  subject: "L'oggetto deve contenere da 2 a 200 caratteri",
  text: 'Il testo deve contenere almeno 10 caratteri',
  textTooLong: 'Il testo può contenere al massimo 20.000 caratteri',
} as const;

/**
 * POST /api/newsletter-subscriptions and the "Resta aggiornato" form. The consent is required; its proof (the notice's
 * version, the time, the page, the confirmation from the mail) is recorded in `consents` (core/schema/consent.schema.ts).
 */
export const newsletterSubscriptionSchema = yup.object({
  ...attributionFields,
  email: email(),
  name: optionalText(200, NEWSLETTER_MESSAGES.nameTooLong),
  privacyAccepted: flag().required(NEWSLETTER_MESSAGES.privacy).min(1, NEWSLETTER_MESSAGES.privacy),
});

export type NewsletterSubscriptionInput = yup.InferType<typeof newsletterSubscriptionSchema>;

/** A confirmation or unsubscribe link's token: 43 base64url characters (256 bits). */
const token = () =>
  text(NEWSLETTER_MESSAGES.linkInvalid)
    .required(NEWSLETTER_MESSAGES.linkInvalid)
    .matches(/^[A-Za-z0-9_-]{43}$/, NEWSLETTER_MESSAGES.linkInvalid);

/** POST /api/newsletter-subscriptions/confirm: the token of the mail's link (the page reads it from `?t=`). */
export const newsletterConfirmationSchema = yup.object({ token: token() });

/** What a confirmation link did: the page shows each in its own words. */
export type NewsletterConfirmationOutcome = 'confirmed' | 'used' | 'expired' | 'invalid';

/**
 * A mail the staff write, as plain text: POST /api/admin/newsletter-issues (a newsletter for every confirmed
 * subscriber) and POST /api/admin/tour-events/{id}/messages (a message to a stop's confirmed bookings).
 */
export const newsletterIssueSchema = yup.object({
  subject: requiredText(2, 200, NEWSLETTER_MESSAGES.subject, NEWSLETTER_MESSAGES.subject),
  text: requiredText(10, 20_000, NEWSLETTER_MESSAGES.text, NEWSLETTER_MESSAGES.textTooLong),
});

export type NewsletterIssueInput = yup.InferType<typeof newsletterIssueSchema>;

export type NewsletterStatus = 'pending' | 'confirmed';

export interface NewsletterSubscription {
  id: number;
  email: string;
  name: string | null;
  subscribedAt: string;
  /** pending until the address confirms from the mail's link; only confirmed subscribers are sent newsletters. */
  status: NewsletterStatus;
  confirmedAt: string | null;
}

/** The answer of a sign-up (the same for every address) and of an unsubscribe: a sentence to show. */
export interface NewsletterMessageReply {
  message: string;
}

/** The answer of a confirmation that worked; the other outcomes are refusals with their own status and words. */
export interface NewsletterConfirmationReply extends NewsletterMessageReply {
  status: 'confirmed';
}

/**
 * The pages the mails link to, with the token as `?t=`: each POSTs it to the API (mail scanners open GET links, so
 * a link must never confirm or unsubscribe by being opened). The one-click unsubscribe of RFC 8058 POSTs to
 * API.newsletterUnsubscribe?t=… directly.
 */
export const NEWSLETTER_PAGES = {
  confirm: PAGE_ROUTES.newsletterConfirm.path,
  unsubscribe: PAGE_ROUTES.newsletterUnsubscribe.path,
} as const;
