import * as yup from 'yup';
import { email, optionalText } from './fields';

/** The entity exists in the spec without a screen or a call; its schema is ready for when one is added. */
export const newsletterSubscriptionSchema = yup.object({
  email: email(),
  name: optionalText(200, 'Il nome può contenere al massimo 200 caratteri'),
});

export type NewsletterSubscriptionInput = yup.InferType<typeof newsletterSubscriptionSchema>;

export interface NewsletterSubscription {
  id: number;
  email: string;
  name: string | null;
  subscribedAt: string;
}
