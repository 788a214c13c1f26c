import { Formik, type FormikHelpers } from 'formik';
import { useState } from 'react';
import { API } from '../../../core/api-paths';
import { formatLongDate } from '../../../core/dates';
import { erasureSchema, type ErasedCounts, type ErasureInput } from '../../../core/schema/admin';
import { TextField } from '../../components/form/fields';
import { Form } from '../../components/form/Form';
import { send } from '../../lib/api';
import { useApi } from '../../lib/swr';
import { notify } from '../../lib/toast';
import { ERROR_TEXTS, useFailureReporter } from './admin-errors';

function plural(count: number, one: string, many: string): string {
  return `${count} ${count === 1 ? one : many}`;
}

/** What an erasure removed, in words. */
export function describeErasure(counts: ErasedCounts): string {
  return `Eliminati: ${plural(counts.contactSubmissions, 'messaggio', 'messaggi')}, ${plural(
    counts.photoBoothEmails,
    'iscrizione al generatore di immagini',
    'iscrizioni al generatore di immagini',
  )}, ${plural(counts.newsletterSubscriptions, 'iscrizione alla newsletter', 'iscrizioni alla newsletter')}, ${plural(
    counts.rsvps,
    'prenotazione',
    'prenotazioni',
  )}.`;
}

/** The right to erasure: every record of one address, after a confirmation. */
export function ErasureForm({ onErased }: { onErased: () => void }) {
  const report = useFailureReporter();
  const [result, setResult] = useState('');

  const submit = async (values: ErasureInput, helpers: FormikHelpers<ErasureInput>) => {
    // As the schema trims it: the address asked about is the one erased.
    const email = values.email.trim();
    if (!window.confirm(`Eliminare tutti i dati di ${email}? L'operazione non si può annullare.`)) return;
    try {
      const counts = await send('DELETE', API.personalData, values, { form: helpers });
      const summary = describeErasure(counts);
      setResult(`${email}: ${summary}`);
      notify.success('Dati eliminati', summary);
      helpers.resetForm();
      onErased();
    } catch (failure) {
      report(failure, ERROR_TEXTS.erase);
    }
  };

  return (
    <div className="admin-subsection">
      <h3>Cancellazione dei dati di una persona</h3>
      <p>
        Su richiesta dell'interessato elimina messaggi, iscrizioni al generatore di immagini e alla newsletter e
        prenotazioni alle tappe legati a un indirizzo email.
      </p>
      <Formik initialValues={{ email: '' }} validationSchema={erasureSchema} onSubmit={submit}>
        {({ isSubmitting }) => (
          <Form className="admin-card admin-form" aria-label="Cancellazione dati">
            <TextField name="email" label="Email della persona" type="email" required autoComplete="off" />
            <div className="admin-actions">
              <button type="submit" className="button button--danger" disabled={isSubmitting}>
                Elimina tutti i dati
              </button>
            </div>
          </Form>
        )}
      </Formik>
      <p role="status" className="admin-hint">
        {result}
      </p>
    </div>
  );
}

/** The privacy page's promise as the admins see it: the last day, and what the daily job deletes after it. */
export function RetentionNotice() {
  const { data } = useApi(API.retention);
  if (!data) return null;
  const { contactSubmissions, photoBoothEmails, newsletterSubscriptions, rsvps } = data.toDelete;
  return (
    <p className="admin-hint">
      Conservazione dei dati: dopo il {formatLongDate(data.lastDay)} verranno cancellati automaticamente{' '}
      {plural(contactSubmissions, 'messaggio', 'messaggi')},{' '}
      {plural(photoBoothEmails, 'iscrizione al generatore di immagini', 'iscrizioni al generatore di immagini')},{' '}
      {plural(newsletterSubscriptions, 'iscrizione alla newsletter', 'iscrizioni alla newsletter')} e{' '}
      {plural(rsvps, 'prenotazione', 'prenotazioni')}.
    </p>
  );
}
