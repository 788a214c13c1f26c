import { useFormik } from 'formik';
import { API } from '../../../core/api-paths';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { contactSchema, type ContactSubmission } from '../../../core/schema/contact';
import { apiRequest, ApiError } from '../../lib/api';
import { notify } from '../../lib/toast';
import { useFormGuard } from '../../app/FormGuard';

/** What the form holds: the consents are checkboxes; the shared schema turns them into 0/1. */
export interface ContactFormValues {
  name: string;
  email: string;
  phone: string;
  message: string;
  privacyAccepted: boolean;
  marketingConsent: boolean;
}

type FieldName = keyof ContactFormValues;

const EMPTY: ContactFormValues = {
  name: '',
  email: '',
  phone: '',
  message: '',
  privacyAccepted: false,
  marketingConsent: false,
};

/** Screen order, so the first invalid field in reading order gets the focus. */
const FIELD_ORDER: readonly FieldName[] = ['name', 'email', 'phone', 'message', 'privacyAccepted', 'marketingConsent'];

const fieldId = (name: FieldName) => `contatto-${name}`;
const errorId = (name: FieldName) => `contatto-${name}-errore`;

/** The 400 answer's per-field messages that belong to this form's fields. */
function serverFieldErrors(fields: Record<string, string>): Partial<Record<FieldName, string>> {
  return Object.fromEntries(FIELD_ORDER.filter((name) => typeof fields[name] === 'string').map((name) => [name, fields[name]]));
}

function FieldError({ name, message }: { name: FieldName; message: string | undefined }) {
  if (!message) return null;
  return (
    <p id={errorId(name)} className="field-error">
      {message}
    </p>
  );
}

/** The "Invia un messaggio" form: validated by the same schema as POST /api/contact, then replaced by a thank-you panel. */
export function ContactForm() {
  const [sent, setSent] = useState(false);
  const thanksHeading = useRef<HTMLHeadingElement>(null);
  const focusNameOnShow = useRef(false);
  const { honeypot, guard } = useFormGuard();

  const formik = useFormik<ContactFormValues>({
    initialValues: EMPTY,
    validationSchema: contactSchema,
    onSubmit: async (values, helpers) => {
      try {
        await apiRequest<ContactSubmission>('POST', API.contact, { ...contactSchema.cast(values), ...guard() });
      } catch (error) {
        notify.error('Errore', 'Si è verificato un errore. Riprova più tardi.');
        const fields = error instanceof ApiError ? error.fields : undefined;
        if (fields) helpers.setErrors(serverFieldErrors(fields));
        return;
      }
      notify.success('Messaggio inviato!', 'Grazie per averci contattato. Ti risponderemo al più presto.');
      helpers.resetForm();
      setSent(true);
    },
  });

  // After every submit attempt that ends with errors (the schema's or the server's), focus the first one.
  const handledSubmit = useRef(0);
  const { isSubmitting, submitCount, errors } = formik;
  useEffect(() => {
    if (isSubmitting || submitCount === handledSubmit.current) return;
    handledSubmit.current = submitCount;
    const first = FIELD_ORDER.find((name) => errors[name]);
    if (first) document.getElementById(fieldId(first))?.focus();
  }, [isSubmitting, submitCount, errors]);

  useEffect(() => {
    if (sent) thanksHeading.current?.focus();
    else if (focusNameOnShow.current) {
      focusNameOnShow.current = false;
      document.getElementById(fieldId('name'))?.focus();
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

  const shownError = (name: FieldName): string | undefined => (formik.touched[name] ? formik.errors[name] : undefined);
  const describedBy = (name: FieldName) => (shownError(name) ? errorId(name) : undefined);
  const textField = (name: 'name' | 'email' | 'phone', label: ReactNode, type: string, autoComplete: string, required: boolean) => (
    <div className="field">
      <label htmlFor={fieldId(name)}>{label}</label>
      <input
        id={fieldId(name)}
        type={type}
        autoComplete={autoComplete}
        required={required}
        aria-invalid={shownError(name) ? true : undefined}
        aria-describedby={describedBy(name)}
        {...formik.getFieldProps(name)}
      />
      <FieldError name={name} message={shownError(name)} />
    </div>
  );

  return (
    <form className="contact-form" noValidate onSubmit={formik.handleSubmit} aria-labelledby="contatto-form-titolo">
      {honeypot}
      <p className="contact-form__legend">
        I campi contrassegnati con <span aria-hidden="true">*</span>
        <span className="visually-hidden">asterisco</span> sono obbligatori.
      </p>
      {textField('name', <>Nome e cognome <span aria-hidden="true">*</span></>, 'text', 'name', true)}
      {textField('email', <>Email <span aria-hidden="true">*</span></>, 'email', 'email', true)}
      {textField('phone', 'Telefono (facoltativo)', 'tel', 'tel', false)}
      <div className="field">
        <label htmlFor={fieldId('message')}>
          Messaggio <span aria-hidden="true">*</span>
        </label>
        <textarea
          id={fieldId('message')}
          rows={6}
          required
          aria-invalid={shownError('message') ? true : undefined}
          aria-describedby={describedBy('message')}
          {...formik.getFieldProps('message')}
        />
        <FieldError name="message" message={shownError('message')} />
      </div>

      <div className="checkbox">
        <input
          id={fieldId('privacyAccepted')}
          type="checkbox"
          required
          aria-invalid={shownError('privacyAccepted') ? true : undefined}
          aria-describedby={describedBy('privacyAccepted')}
          {...formik.getFieldProps({ name: 'privacyAccepted', type: 'checkbox' })}
        />
        <label htmlFor={fieldId('privacyAccepted')}>
          Ho letto e accetto l'<Link to="/privacy">informativa privacy</Link> <span aria-hidden="true">*</span>
        </label>
      </div>
      <FieldError name="privacyAccepted" message={shownError('privacyAccepted')} />

      <div className="checkbox">
        <input
          id={fieldId('marketingConsent')}
          type="checkbox"
          {...formik.getFieldProps({ name: 'marketingConsent', type: 'checkbox' })}
        />
        <label htmlFor={fieldId('marketingConsent')}>
          Acconsento a ricevere aggiornamenti sulla campagna elettorale (facoltativo)
        </label>
      </div>

      <button type="submit" className="button contact-form__submit" disabled={formik.isSubmitting}>
        {formik.isSubmitting ? 'Invio in corso...' : 'Invia messaggio'}
      </button>
    </form>
  );
}
