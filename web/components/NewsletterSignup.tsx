import { Formik, type FormikHelpers } from 'formik';
import { useId, useState } from 'react';
import { API } from '../../core/api-paths';
import { NEWSLETTER_POLICY, spanInWords } from '../../core/policy';
import { NEWSLETTER_MESSAGES, newsletterSubscriptionSchema } from '../../core/schema/newsletter-subscription.schema';
import { send } from '../lib/api';
import { notify } from '../lib/toast';
import { TextField } from './form/fields';
import { Form } from './form/Form';
import { PrivacyConsentField } from './form/PrivacyConsentField';
import { useFormGuard } from './FormGuard';
import './NewsletterSignup.css';
import { attributionFromLocation } from '../lib/attribution-from-location';

interface NewsletterValues {
  email: string;
  name: string;
  privacyAccepted: boolean;
}

const EMPTY: NewsletterValues = { email: '', name: '', privacyAccepted: false };

/**
 * "Resta aggiornato": the newsletter sign-up (SPEC.md section 3), validated by the same schema as
 * POST /api/newsletter-subscriptions, which answers every address alike: the visitor is asked to confirm from the
 * mail (double opt-in), whether the address was new, pending or already confirmed.
 */
export function NewsletterSignup() {
  const headingId = useId();
  const [done, setDone] = useState(false);
  const { honeypot, guard } = useFormGuard();

  const submit = async (values: NewsletterValues, helpers: FormikHelpers<NewsletterValues>) => {
    try {
      await send(
        'POST',
        API.newsletterSubscriptions,
        { ...values, ...attributionFromLocation() },
        { form: helpers, guard: guard() },
      );
    } catch {
      notify.error('Errore', 'Si è verificato un errore. Riprova più tardi.');
      return;
    }
    notify.success('Quasi fatto!', NEWSLETTER_MESSAGES.checkYourMail);
    helpers.resetForm();
    setDone(true);
  };

  return (
    <section className="newsletter" aria-labelledby={headingId}>
      <div className="container newsletter__inner">
        <div>
          <h2 id={headingId}>Resta aggiornato</h2>
          <p>Le prossime tappe, gli appuntamenti e le novità della campagna, direttamente nella tua casella email.</p>
        </div>
        {done ? (
          <p className="newsletter__done" role="status">
            Grazie! {NEWSLETTER_MESSAGES.checkYourMail}: ti abbiamo scritto un link, valido{' '}
            {spanInWords(NEWSLETTER_POLICY.confirmLinkDays, 'days')}.
          </p>
        ) : (
          <Formik initialValues={EMPTY} validationSchema={newsletterSubscriptionSchema} onSubmit={submit}>
            {({ isSubmitting }) => (
              <Form className="newsletter__form" aria-labelledby={headingId}>
                {honeypot}
                <TextField name="email" label="Email" type="email" autoComplete="email" required />
                <TextField name="name" label="Nome (facoltativo)" autoComplete="given-name" />
                <PrivacyConsentField />
                <button type="submit" className="button" disabled={isSubmitting}>
                  {isSubmitting ? 'Iscrizione in corso...' : 'Iscriviti'}
                </button>
              </Form>
            )}
          </Formik>
        )}
      </div>
    </section>
  );
}
