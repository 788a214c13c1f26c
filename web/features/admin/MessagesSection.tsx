import { Form, Formik, type FormikHelpers } from 'formik';
import { useId, useState, type ReactNode } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import {
  erasureSchema,
  type ErasedCounts,
  type ErasureInput,
  type RetentionStatus,
} from '../../../core/schema/admin';
import type { ContactSubmission } from '../../../core/schema/contact';
import type { PhotoBoothEmail } from '../../../core/schema/photo-booth-email';
import { apiRequest } from '../../lib/api';
import { formatDateTime, formatLongDate } from '../../../core/dates';
import { notify } from '../../lib/toast';
import { API, csvExport } from '../../../core/api-paths';
import { ERROR_TEXTS, useFailureReporter } from './admin-errors';
import { AdminList } from './AdminList';
import { FormField } from './FormField';

/** A reply link: the address is encoded whole, so "a?cc=x%40y&body=…@z" cannot add a recipient or a body. */
export const mailto = (email: string) => `mailto:${encodeURIComponent(email)}`;

const yesNo = (flag: number) => (flag === 1 ? 'Sì' : 'No');

function plural(count: number, one: string, many: string): string {
  return `${count} ${count === 1 ? one : many}`;
}

/** What an erasure removed, in words. */
export function describeErasure(counts: ErasedCounts): string {
  return `Eliminati: ${plural(counts.contactSubmissions, 'messaggio', 'messaggi')}, ${plural(
    counts.photoBoothEmails,
    'iscrizione al generatore di immagini',
    'iscrizioni al generatore di immagini',
  )}, ${plural(counts.newsletterSubscriptions, 'iscrizione alla newsletter', 'iscrizioni alla newsletter')}.`;
}

interface RecordListProps<T extends { id: number }> {
  path: string;
  title: string;
  csvLabel: string;
  empty: string;
  children: (item: T) => ReactNode;
}

/** One list of what visitors sent, with its count and its CSV export. */
function RecordList<T extends { id: number }>({ path, title, csvLabel, empty, children }: RecordListProps<T>) {
  const { data, error, isLoading } = useSWR<T[]>(path);
  const headingId = useId();
  return (
    <section className="admin-subsection" aria-labelledby={headingId}>
      <div className="admin-subsection__head">
        <h3 id={headingId}>
          {title} ({data?.length ?? 0})
        </h3>
        <a className="button button--secondary" href={csvExport(path)} download aria-label={csvLabel}>
          Esporta CSV
        </a>
      </div>
      <AdminList items={data} error={error} isLoading={isLoading} empty={empty}>
        {children}
      </AdminList>
    </section>
  );
}

function ContactList() {
  return (
    <RecordList<ContactSubmission>
      path={API.adminContactSubmissions}
      title="Messaggi dal modulo contatti"
      csvLabel="Esporta CSV dei messaggi"
      empty="Nessun messaggio ricevuto ancora"
    >
      {(item) => (
        <>
          <h4>{item.name}</h4>
          <dl className="admin-details">
            <dt>Ricevuto</dt>
            <dd>{formatDateTime(item.createdAt)}</dd>
            <dt>Email</dt>
            <dd>
              <a href={mailto(item.email)}>{item.email}</a>
            </dd>
            {item.phone && (
              <>
                <dt>Telefono</dt>
                <dd>{item.phone}</dd>
              </>
            )}
            <dt>Privacy</dt>
            <dd>{yesNo(item.privacyAccepted)}</dd>
            <dt>Marketing</dt>
            <dd>{yesNo(item.marketingConsent)}</dd>
          </dl>
          <p className="admin-message__text">{item.message}</p>
        </>
      )}
    </RecordList>
  );
}

function PhotoBoothList() {
  return (
    <RecordList<PhotoBoothEmail>
      path={API.adminPhotoBoothEmails}
      title="Iscrizioni dal generatore di immagini"
      csvLabel="Esporta CSV delle iscrizioni"
      empty="Nessuna iscrizione ricevuta ancora"
    >
      {(item) => (
        <>
          <h4>{item.nomeCognome}</h4>
          <dl className="admin-details">
            <dt>Ricevuta</dt>
            <dd>{formatDateTime(item.createdAt)}</dd>
            <dt>Email</dt>
            <dd>
              <a href={mailto(item.email)}>{item.email}</a>
            </dd>
            <dt>Città</dt>
            <dd>
              {item.citta} ({item.provincia})
            </dd>
            <dt>Privacy</dt>
            <dd>{yesNo(item.privacyAccepted)}</dd>
            <dt>Marketing</dt>
            <dd>{yesNo(item.marketingConsent)}</dd>
          </dl>
        </>
      )}
    </RecordList>
  );
}

/** The right to erasure: every record of one address, after a confirmation. */
function ErasureForm() {
  const report = useFailureReporter();
  const { mutate } = useSWRConfig();
  const [result, setResult] = useState('');

  const submit = async (values: ErasureInput, helpers: FormikHelpers<ErasureInput>) => {
    const { email } = erasureSchema.cast(values);
    if (!window.confirm(`Eliminare tutti i dati di ${email}? L'operazione non si può annullare.`)) return;
    try {
      const counts = await apiRequest<ErasedCounts>('DELETE', API.personalData, { email });
      const summary = describeErasure(counts);
      setResult(`${email}: ${summary}`);
      notify.success('Dati eliminati', summary);
      helpers.resetForm();
      await Promise.all([mutate(API.adminContactSubmissions), mutate(API.adminPhotoBoothEmails)]);
    } catch (failure) {
      report(failure, ERROR_TEXTS.erase, helpers.setErrors);
    }
  };

  return (
    <div className="admin-subsection">
      <h3>Cancellazione dei dati di una persona</h3>
      <p>
        Su richiesta dell'interessato elimina messaggi, iscrizioni al generatore di immagini e alla newsletter legati a
        un indirizzo email.
      </p>
      <Formik initialValues={{ email: '' }} validationSchema={erasureSchema} onSubmit={submit}>
        {({ isSubmitting }) => (
          <Form noValidate className="admin-card admin-form" aria-label="Cancellazione dati">
            <FormField name="email" label="Email della persona" type="email" required autoComplete="off" />
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
function RetentionNotice() {
  const { data } = useSWR<RetentionStatus>(API.retention);
  if (!data) return null;
  const { contactSubmissions, photoBoothEmails, newsletterSubscriptions } = data.toDelete;
  return (
    <p className="admin-hint">
      Conservazione dei dati: dopo il {formatLongDate(data.lastDay)} verranno cancellati automaticamente{' '}
      {plural(contactSubmissions, 'messaggio', 'messaggi')},{' '}
      {plural(photoBoothEmails, 'iscrizione al generatore di immagini', 'iscrizioni al generatore di immagini')} e{' '}
      {plural(newsletterSubscriptions, 'iscrizione alla newsletter', 'iscrizioni alla newsletter')}.
    </p>
  );
}

/** Beyond the spec: what visitors sent, with their consents, exportable, and erasable on request. */
export function MessagesSection() {
  return (
    <section id="messaggi" className="admin-section" aria-labelledby="messaggi-titolo">
      <h2 id="messaggi-titolo">Messaggi e Iscrizioni</h2>
      <RetentionNotice />
      <ContactList />
      <PhotoBoothList />
      <ErasureForm />
    </section>
  );
}
