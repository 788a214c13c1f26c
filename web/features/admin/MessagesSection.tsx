import { Formik, type FormikHelpers } from 'formik';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import useSWR from 'swr';
import useSWRInfinite from 'swr/infinite';
import { erasureSchema, type ErasedCounts, type ErasureInput, type RetentionStatus } from '../../../core/schema/admin';
import type { ContactSubmission } from '../../../core/schema/contact';
import type { NewsletterSubscription } from '../../../core/schema/newsletter-subscription';
import type { PhotoBoothEmail } from '../../../core/schema/photo-booth-email';
import { TextField } from '../../components/form/fields';
import { Form } from '../../components/form/Form';
import { apiRequest } from '../../lib/api';
import { formatDateTime, formatLongDate } from '../../../core/dates';
import { notify } from '../../lib/toast';
import { API, csvExport } from '../../../core/api-paths';
import { ERROR_TEXTS, useFailureReporter } from './admin-errors';
import { AdminList, listCount } from './AdminList';

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

/** One page of an inbox list, as the admin list endpoints answer. */
interface InboxPage<T> {
  items: T[];
  total: number;
  nextCursor: string | null;
}

interface RecordListProps<T extends { id: number }> {
  path: string;
  title: string;
  csvLabel: string;
  empty: string;
  /** Changes when something outside the list (an erasure) changed its rows: every loaded page is fetched again. */
  generation: number;
  children: (item: T) => ReactNode;
}

/** The list's URL for one page: the search and the cursor the previous page handed back. */
function pageKey(path: string, search: string) {
  return (index: number, previous: InboxPage<unknown> | null): string | null => {
    if (previous && !previous.nextCursor) return null;
    const params = new URLSearchParams();
    if (search) params.set('q', search);
    if (index > 0 && previous?.nextCursor) params.set('cursor', previous.nextCursor);
    const query = params.toString();
    return query ? `${path}?${query}` : path;
  };
}

/**
 * One list of what visitors sent: 50 at a time from the server with "Mostra altri", a search (name, email,
 * text; accents and case ignored), the total it matches, and the CSV export of everything.
 */
function RecordList<T extends { id: number }>({
  path,
  title,
  csvLabel,
  empty,
  generation,
  children,
}: RecordListProps<T>) {
  const [search, setSearch] = useState('');
  const { data, error, isLoading, isValidating, size, setSize, mutate } = useSWRInfinite<InboxPage<T>>(
    pageKey(path, search),
  );
  const seenGeneration = useRef(generation);
  useEffect(() => {
    if (seenGeneration.current === generation) return;
    seenGeneration.current = generation;
    void mutate();
  }, [generation, mutate]);
  const headingId = useId();
  const items = data?.flatMap((page) => page.items);
  const last = data?.at(-1);
  const loadingMore = isValidating && data !== undefined && data.length < size;
  return (
    <section className="admin-subsection" aria-labelledby={headingId}>
      <div className="admin-subsection__head">
        <h3 id={headingId}>
          {title}
          {listCount(items, data?.[0]?.total)}
        </h3>
        <a className="button button--secondary" href={csvExport(path)} download aria-label={csvLabel}>
          Esporta CSV
        </a>
      </div>
      <Formik initialValues={{ q: '' }} onSubmit={(values) => setSearch(values.q.trim())}>
        <Form className="admin-search" role="search" aria-label={`Cerca in ${title.toLowerCase()}`}>
          <TextField
            name="q"
            label="Cerca"
            type="search"
            hint="Nome, email o testo; maiuscole e accenti non contano."
          />
          <button type="submit" className="button button--secondary">
            Cerca
          </button>
        </Form>
      </Formik>
      <AdminList items={items} error={error} isLoading={isLoading} empty={search ? 'Nessun risultato' : empty}>
        {children}
      </AdminList>
      {last?.nextCursor && (
        <button
          type="button"
          className="button button--secondary"
          disabled={loadingMore}
          onClick={() => void setSize(size + 1)}
        >
          {loadingMore ? 'Caricamento...' : 'Mostra altri'}
        </button>
      )}
    </section>
  );
}

/** A reply link: the address is encoded whole, so "a?cc=x%40y&body=…@z" cannot add a recipient or a body. */
export const mailto = (email: string) => `mailto:${encodeURIComponent(email)}`;

function ContactList({ generation }: { generation: number }) {
  return (
    <RecordList<ContactSubmission>
      path={API.adminContactSubmissions}
      title="Messaggi dal modulo contatti"
      csvLabel="Esporta CSV dei messaggi"
      empty="Nessun messaggio ricevuto ancora"
      generation={generation}
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

function PhotoBoothList({ generation }: { generation: number }) {
  return (
    <RecordList<PhotoBoothEmail>
      path={API.adminPhotoBoothEmails}
      title="Iscrizioni dal generatore di immagini"
      csvLabel="Esporta CSV delle iscrizioni"
      empty="Nessuna iscrizione ricevuta ancora"
      generation={generation}
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

function NewsletterList({ generation }: { generation: number }) {
  return (
    <RecordList<NewsletterSubscription>
      path={API.adminNewsletterSubscriptions}
      title="Iscritti alla newsletter"
      csvLabel="Esporta CSV degli iscritti confermati alla newsletter"
      empty="Nessun iscritto alla newsletter ancora"
      generation={generation}
    >
      {(item) => (
        <>
          <h4>{item.name ?? item.email}</h4>
          <dl className="admin-details">
            <dt>Iscritto</dt>
            <dd>{formatDateTime(item.subscribedAt)}</dd>
            <dt>Stato</dt>
            <dd>{item.confirmedAt ? `Confermato il ${formatDateTime(item.confirmedAt)}` : 'In attesa di conferma'}</dd>
            <dt>Email</dt>
            <dd>
              <a href={mailto(item.email)}>{item.email}</a>
            </dd>
          </dl>
        </>
      )}
    </RecordList>
  );
}

/** The right to erasure: every record of one address, after a confirmation. */
function ErasureForm({ onErased }: { onErased: () => void }) {
  const report = useFailureReporter();
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
      onErased();
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
  const [generation, setGeneration] = useState(0);
  return (
    <section id="messaggi" className="admin-section" aria-labelledby="messaggi-titolo">
      <h2 id="messaggi-titolo">Messaggi e Iscrizioni</h2>
      <RetentionNotice />
      <ContactList generation={generation} />
      <PhotoBoothList generation={generation} />
      <NewsletterList generation={generation} />
      <ErasureForm onErased={() => setGeneration((value) => value + 1)} />
    </section>
  );
}
