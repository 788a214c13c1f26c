import { Formik } from 'formik';
import { useState } from 'react';
import { API } from '../../../../core/api-paths';
import { AUDIT_SUBJECTS, auditFieldLabel, isAuditSubjectKind } from '../../../../core/audit-log-labels';
import { changeText, detailLines, shownChanges } from '../../../../core/audit-log-words';
import { formatDateTime } from '../../../../core/dates';
import { readableAddress } from '../../../../core/log-address';
import { RETENTION_POLICY, spanInWords } from '../../../../core/policy';
import { AUDIT_ACTIONS, AUDIT_ACTION_LABELS, type AuditEntry } from '../../../../core/schema/audit-log.schema';
import { SelectField } from '../../../components/form/fields';
import { Form } from '../../../components/form/Form';
import { useApi } from '../../../lib/swr';
import { RecordList } from '../RecordList';

/**
 * What a row acted on, in words: "Tappa «Comizio»", "Account «giulia»", "Materiale «Santino» (eliminato)" (the
 * names the server read), "Contenuti del sito"; a sign-in's username and an export's list as they are.
 */
export function subjectLabel(row: Pick<AuditEntry, 'subject' | 'subjectName' | 'subjectGone'>): string {
  if (!row.subject) return '—';
  const [kind] = row.subject.split(':');
  if (!row.subject.includes(':') || !isAuditSubjectKind(kind)) return row.subject;
  const { label, deleted } = AUDIT_SUBJECTS[kind];
  const named = row.subjectName === null ? label : `${label} «${row.subjectName}»`;
  return row.subjectGone ? `${named} (${deleted})` : named;
}

/**
 * A row's fields before → after, labelled as the panel's forms label them (a new row's empty fields left out); an
 * export's rows; a newsletter's recipients; an erasure's counts; a removed booking's people and status.
 */
function Details({ kind, details }: { kind: string; details: AuditEntry['details'] }) {
  const changes = shownChanges(details);
  return (
    <>
      {detailLines(details).map((line) => (
        <p key={line}>{line}</p>
      ))}
      {changes.length > 0 && (
        <dl className="admin-details admin-changes">
          {changes.map(([field, change]) => (
            <div key={field}>
              <dt>{auditFieldLabel(kind, field)}</dt>
              <dd>{changeText(field, change)}</dd>
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
        è conservata {spanInWords(RETENTION_POLICY.auditLogMonths, 'months')}.
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
              {AUDIT_ACTION_LABELS[row.action] ?? row.action}: {subjectLabel(row)}
            </h4>
            <dl className="admin-details">
              <dt>Quando</dt>
              <dd>{formatDateTime(row.createdAt)}</dd>
              <dt>Chi</dt>
              <dd>{row.actorUsername ?? 'Sistema o sconosciuto'}</dd>
              <dt>Da</dt>
              <dd>{row.address === null ? '—' : readableAddress(row.address)}</dd>
            </dl>
            <Details kind={row.subject?.split(':')[0] ?? ''} details={row.details} />
          </>
        )}
      </RecordList>
    </section>
  );
}
