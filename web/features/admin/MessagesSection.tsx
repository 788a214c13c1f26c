import { Form, Formik, type FormikHelpers } from 'formik';
import { useState } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import { erasureSchema, type ErasureInput } from '../../../db/schema/admin';
import type { ContactSubmission } from '../../../db/schema/contact';
import type { PhotoBoothEmail } from '../../../db/schema/photo-booth-email';
import type { ErasedCounts } from '../../../db/queries/personal-data';
import { apiRequest } from '../../lib/api';
import { formatDateTime } from '../../lib/dates';
import { notify } from '../../lib/toast';
import { ADMIN_API, csvExport } from './admin-api';
import { ERROR_TEXTS, useFailureReporter, useUnauthorizedOnError } from './admin-errors';
import { FormField } from './FormField';
import { ListState } from './ListState';

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

function ContactList() {
  const { data, error, isLoading } = useSWR<ContactSubmission[]>(ADMIN_API.contactSubmissions);
  useUnauthorizedOnError(error);
  return (
    <section className="admin-subsection" aria-labelledby="messaggi-contatti">
      <div className="admin-subsection__head">
        <h3 id="messaggi-contatti">Messaggi dal modulo contatti ({data?.length ?? 0})</h3>
        <a className="button button--secondary" href={csvExport(ADMIN_API.contactSubmissions)} download aria-label="Esporta CSV dei messaggi">
          Esporta CSV
        </a>
      </div>
      <ListState items={data} error={error} isLoading={isLoading} empty="Nessun messaggio ricevuto ancora">
        {(items) => (
          <ul className="admin-list">
            {items.map((item) => (
              <li key={item.id} className="admin-card admin-item admin-message">
                <div className="admin-item__body">
                  <h4>{item.name}</h4>
                  <dl className="admin-details">
                    <dt>Ricevuto</dt>
                    <dd>{formatDateTime(item.createdAt)}</dd>
                    <dt>Email</dt>
                    <dd>
                      <a href={`mailto:${item.email}`}>{item.email}</a>
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
                </div>
              </li>
            ))}
          </ul>
        )}
      </ListState>
    </section>
  );
}

function PhotoBoothList() {
  const { data, error, isLoading } = useSWR<PhotoBoothEmail[]>(ADMIN_API.photoBoothEmails);
  useUnauthorizedOnError(error);
  return (
    <section className="admin-subsection" aria-labelledby="iscrizioni-generatore">
      <div className="admin-subsection__head">
        <h3 id="iscrizioni-generatore">Iscrizioni dal generatore di immagini ({data?.length ?? 0})</h3>
        <a className="button button--secondary" href={csvExport(ADMIN_API.photoBoothEmails)} download aria-label="Esporta CSV delle iscrizioni">
          Esporta CSV
        </a>
      </div>
      <ListState items={data} error={error} isLoading={isLoading} empty="Nessuna iscrizione ricevuta ancora">
        {(items) => (
          <ul className="admin-list">
            {items.map((item) => (
              <li key={item.id} className="admin-card admin-item">
                <div className="admin-item__body">
                  <h4>{item.nomeCognome}</h4>
                  <dl className="admin-details">
                    <dt>Ricevuta</dt>
                    <dd>{formatDateTime(item.createdAt)}</dd>
                    <dt>Email</dt>
                    <dd>
                      <a href={`mailto:${item.email}`}>{item.email}</a>
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
                </div>
              </li>
            ))}
          </ul>
        )}
      </ListState>
    </section>
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
      const counts = await apiRequest<ErasedCounts>('DELETE', ADMIN_API.personalData, { email });
      const summary = describeErasure(counts);
      setResult(`${email}: ${summary}`);
      notify.success('Dati eliminati', summary);
      helpers.resetForm();
      await Promise.all([mutate(ADMIN_API.contactSubmissions), mutate(ADMIN_API.photoBoothEmails)]);
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

/** Beyond the spec: what visitors sent, with their consents, exportable, and erasable on request. */
export function MessagesSection() {
  return (
    <section id="messaggi" className="admin-section" aria-labelledby="messaggi-titolo">
      <h2 id="messaggi-titolo">Messaggi e Iscrizioni</h2>
      <ContactList />
      <PhotoBoothList />
      <ErasureForm />
    </section>
  );
}
