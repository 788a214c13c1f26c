import { Formik } from 'formik';
import { useState } from 'react';
import { API } from '../../../core/api-paths';
import { formatDateTime } from '../../../core/dates';
import {
  AUDIT_ACTIONS,
  AUDIT_ACTION_LABELS,
  AUDIT_LOG_RETENTION_MONTHS,
  type AuditEntry,
} from '../../../core/schema/audit-log.schema';
import { SelectField } from '../../components/form/fields';
import { Form } from '../../components/form/Form';
import { useApi } from '../../lib/swr';
import { RecordList } from './InboxLists';

/** What a row acted on, in words: "Tappa 12", "Account 3f2…", the list exported. */
const SUBJECT_NAMES: Record<string, string> = {
  tour_events: 'Tappa',
  visited_cities: 'Città',
  campaign_materials: 'Materiale',
  site_content: 'Contenuti del sito',
  users: 'Account',
  newsletter_issues: 'Newsletter',
};

export function subjectLabel(subject: string | null): string {
  if (!subject) return '—';
  const [table, id] = subject.split(':');
  if (id === undefined || !(table in SUBJECT_NAMES)) return subject;
  return table === 'site_content' ? SUBJECT_NAMES[table] : `${SUBJECT_NAMES[table]} ${id}`;
}

const shown = (value: unknown): string => (value === null || value === undefined ? '(vuoto)' : String(value));

/** A row's fields before → after; an export's rows; a newsletter's recipients; an erasure's counts. */
function Details({ details }: { details: AuditEntry['details'] }) {
  const changes = Object.entries(details.changes ?? {});
  return (
    <>
      {details.rows !== undefined && <p>{details.rows} righe esportate</p>}
      {details.recipients !== undefined && <p>{details.recipients} destinatari</p>}
      {details.erased && (
        <p>
          Cancellati:{' '}
          {Object.entries(details.erased)
            .map(([kind, count]) => `${kind} ${count}`)
            .join(', ')}
        </p>
      )}
      {changes.length > 0 && (
        <dl className="admin-details admin-changes">
          {changes.map(([field, change]) => (
            <div key={field}>
              <dt>{field}</dt>
              <dd>
                {shown(change.before)} → {shown(change.after)}
              </dd>
            </div>
          ))}
        </dl>
      )}
    </>
  );
}

/**
 * "Registro attività", the owner's: who did what and when, newest first, narrowed by person and kind of action,
 * exportable as CSV. Read only: nobody can change it.
 */
export function AuditLogSection() {
  const { data: accounts } = useApi(API.adminUsers);
  const [filter, setFilter] = useState({ actor: '', action: '' });
  return (
    <section id="registro" className="admin-section" aria-labelledby="registro-titolo">
      <h2 id="registro-titolo">Registro attività</h2>
      <p>
        Accessi, modifiche, esportazioni e cancellazioni di tutti gli amministratori. Nessuno può modificarlo; ogni riga
        è conservata {AUDIT_LOG_RETENTION_MONTHS} mesi.
      </p>
      <Formik initialValues={filter} onSubmit={(values) => setFilter(values)}>
        <Form className="admin-search" aria-label="Filtra il registro">
          <SelectField name="actor" label="Amministratore">
            <option value="">Tutti</option>
            {accounts?.map((account) => (
              <option key={account.id} value={account.username}>
                {account.username}
              </option>
            ))}
          </SelectField>
          <SelectField name="action" label="Azione">
            <option value="">Tutte</option>
            {AUDIT_ACTIONS.map((action) => (
              <option key={action} value={action}>
                {AUDIT_ACTION_LABELS[action]}
              </option>
            ))}
          </SelectField>
          <button type="submit" className="button button--secondary">
            Filtra
          </button>
        </Form>
      </Formik>
      <RecordList
        entry={API.adminAuditLog}
        title="Attività"
        csvLabel="Esporta CSV del registro attività"
        empty="Nessuna attività registrata"
        generation={0}
        searchHint="Amministratore, azione o oggetto; maiuscole e accenti non contano."
        query={filter}
      >
        {(row) => (
          <>
            <h4>
              {AUDIT_ACTION_LABELS[row.action] ?? row.action}: {subjectLabel(row.subject)}
            </h4>
            <dl className="admin-details">
              <dt>Quando</dt>
              <dd>{formatDateTime(row.createdAt)}</dd>
              <dt>Chi</dt>
              <dd>{row.actorUsername ?? 'Sistema o sconosciuto'}</dd>
              <dt>Da</dt>
              <dd>{row.address ?? '—'}</dd>
            </dl>
            <Details details={row.details} />
          </>
        )}
      </RecordList>
    </section>
  );
}
