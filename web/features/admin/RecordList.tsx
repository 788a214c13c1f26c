import { Formik } from 'formik';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { csvExport, type Readable } from '../../../core/api-contract';
import type { InboxPage } from '../../../core/schema/inbox-page.schema';
import { TextField } from '../../components/form/fields';
import { Form } from '../../components/form/Form';
import { useApiPages } from '../../lib/api-pages';
import { AdminList, listCount } from './AdminList';

interface RecordListProps<T extends { id: number }> {
  /** The list's entry (`API.adminContactSubmissions`): its rows are T. */
  entry: Readable<InboxPage<T>>;
  title: string;
  csvLabel: string;
  empty: string;
  /** Changes when something outside the list (an erasure) changed its rows: every loaded page is fetched again. */
  generation: number;
  /** What the search looks in. */
  searchHint?: string;
  /** More of the list's query parameters (the activity log's person and action), sent with the search. */
  query?: Readonly<Record<string, string>>;
  children: (item: T) => ReactNode;
}

/**
 * One list of what visitors sent: 50 at a time from the server with "Mostra altri", a search (name, email,
 * text; accents and case ignored), the total it matches, and the CSV export of everything its filters select. The inbox's lists, a
 * stop's bookings and the activity log are each one.
 */
export function RecordList<T extends { id: number }>({
  entry,
  title,
  csvLabel,
  empty,
  generation,
  searchHint = 'Nome, email o testo; maiuscole e accenti non contano.',
  query,
  children,
}: RecordListProps<T>) {
  const [search, setSearch] = useState('');
  const { data, error, isLoading, isValidating, size, setSize, mutate } = useApiPages(entry, { ...query, q: search });
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
        <a className="button button--secondary" href={csvExport(entry, query)} download aria-label={csvLabel}>
          Esporta CSV
        </a>
      </div>
      <Formik initialValues={{ q: '' }} onSubmit={(values) => setSearch(values.q.trim())}>
        <Form className="admin-search" role="search" aria-label={`Cerca in ${title.toLowerCase()}`}>
          <TextField name="q" label="Cerca" type="search" hint={searchHint} />
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

/** A person's email, as a reply link, and their phone when they gave one: terms of a list card's details. */
export function ContactDetails({ email, phone }: { email: string; phone: string | null }) {
  return (
    <>
      <dt>Email</dt>
      <dd>
        <a href={mailto(email)}>{email}</a>
      </dd>
      {phone && (
        <>
          <dt>Telefono</dt>
          <dd>{phone}</dd>
        </>
      )}
    </>
  );
}
