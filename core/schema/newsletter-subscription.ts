import * as yup from 'yup';
import { email, flag, optionalText } from './fields';

export const NEWSLETTER_MESSAGES = {
  nameTooLong: 'Il nome può contenere al massimo 200 caratteri',
  privacy: "Devi accettare l'informativa privacy",
} as const;

/** POST /api/newsletter-subscriptions and the "Resta aggiornato" form. The consent is required, not stored:
 * a subscription exists only with it, and its date is the subscription's. */
export const newsletterSubscriptionSchema = yup.object({
  email: email(),
  name: optionalText(200, NEWSLETTER_MESSAGES.nameTooLong),
  privacyAccepted: flag().required(NEWSLETTER_MESSAGES.privacy).min(1, NEWSLETTER_MESSAGES.privacy),
});

export type NewsletterSubscriptionInput = yup.InferType<typeof newsletterSubscriptionSchema>;

export interface NewsletterSubscription {
  id: number;
  email: string;
  name: string | null;
  subscribedAt: string;
}

/** The answer of POST /api/newsletter-subscriptions, for a new address and one already subscribed alike. */
export interface NewsletterSignupReply {
  email: string;
  subscribed: true;
}
