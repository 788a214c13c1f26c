import { FormikProvider, useFormik } from 'formik';
import { useEffect, useRef, useState } from 'react';
import { API } from '../../../core/api-paths';
import { CONTACT_MESSAGES, contactSchema } from '../../../core/schema/contact.schema';
import { CheckboxField, PersonFields, TextareaField } from '../../components/form/fields';
import { Form } from '../../components/form/Form';
import { PrivacyConsentField } from '../../components/form/PrivacyConsentField';
import { ApiError, send } from '../../lib/api';
import { notify } from '../../lib/toast';
import { useFormGuard } from '../../components/FormGuard';
import { attributionFromLocation } from '../../lib/attribution-from-location';

/** What the form holds: the consents are checkboxes; the shared schema turns them into 0/1. */
export interface ContactFormValues {
  name: string;
  email: string;
  phone: string;
  message: string;
  privacyAccepted: boolean;
  marketingConsent: boolean;
}

const EMPTY: ContactFormValues = {
  name: '',
  email: '',
  phone: '',
  message: '',
  privacyAccepted: false,
  marketingConsent: false,
};

/** The "Invia un messaggio" form: validated by the same schema as POST /api/contact, then replaced by a thank-you panel. */
export function ContactForm() {
  const [sent, setSent] = useState(false);
  const thanksHeading = useRef<HTMLHeadingElement>(null);
  const focusNameOnShow = useRef(false);
  const formRef = useRef<HTMLFormElement>(null);
  const { honeypot, guard } = useFormGuard();
  // What the server said when it refused the whole form rather than a field (sent too fast, too many): shown by it.
  const [refusal, setRefusal] = useState<string | null>(null);

  const formik = useFormik<ContactFormValues>({
    initialValues: EMPTY,
    validationSchema: contactSchema,
    onSubmit: async (values, helpers) => {
      setRefusal(null);
      try {
        await send('POST', API.contact, { ...values, ...attributionFromLocation() }, { form: helpers, guard: guard() });
      } catch (error) {
        const failure = error instanceof ApiError ? error : undefined;
        if (failure?.status === 413) {
          // Over the body cap: the message is what made it so, and the visitor can shorten it.
          helpers.setFieldError('message', CONTACT_MESSAGES.messageTooLong);
          return;
        }
        notify.error('Errore', 'Si è verificato un errore. Riprova più tardi.');
        // A 400's field messages are next to their inputs already (send put them there).
        if (failure && !failure.fields && failure.status < 500 && failure.serverMessage) {
          setRefusal(failure.serverMessage);
        }
        return;
      }
      notify.success('Messaggio inviato!', 'Grazie per averci contattato. Ti risponderemo al più presto.');
      helpers.resetForm();
      setSent(true);
    },
  });

  useEffect(() => {
    if (sent) thanksHeading.current?.focus();
    else if (focusNameOnShow.current) {
      focusNameOnShow.current = false;
      const name = formRef.current?.elements.namedItem('name');
      if (name instanceof HTMLElement) name.focus();
    }
  }, [sent]);

  if (sent) {
    return (
      <div className="contact-success" role="status">
        <h3 ref={thanksHeading} tabIndex={-1}>
          Grazie, abbiamo ricevuto il tuo messaggio
        </h3>
        <p>Ti risponderemo al più presto all'indirizzo email che ci hai lasciato.</p>
        <button
          type="button"
          className="button"
          onClick={() => {
            focusNameOnShow.current = true;
            setSent(false);
          }}
        >
          Invia un altro messaggio
        </button>
      </div>
    );
  }

  return (
    <FormikProvider value={formik}>
      <Form ref={formRef} className="contact-form" aria-labelledby="contatto-form-titolo" afterPaint>
        {honeypot}
        <p className="contact-form__legend">
          I campi contrassegnati con <span aria-hidden="true">*</span>
          <span className="visually-hidden">asterisco</span> sono obbligatori.
        </p>
        <PersonFields />
        <TextareaField name="message" label="Messaggio" rows={6} required />
        <PrivacyConsentField />
        <CheckboxField
          name="marketingConsent"
          label="Acconsento a ricevere aggiornamenti sulla campagna elettorale (facoltativo)"
        />
        {refusal && (
          <p className="contact-form__refusal" role="alert">
            {refusal}
          </p>
        )}
        <button type="submit" className="button contact-form__submit" disabled={formik.isSubmitting}>
          {formik.isSubmitting ? 'Invio in corso...' : 'Invia messaggio'}
        </button>
      </Form>
    </FormikProvider>
  );
}
