import type { Config } from '@netlify/functions';
import { detailsText } from '../../core/audit-log-words';
import { AUDIT_ACTIONS, AUDIT_ACTION_LABELS, type AuditEntry } from '../../core/schema/audit-log.schema';
import { getDb } from '../../db/client';
import { auditLogList } from '../../db/queries/audit-log.queries';
import { inboxResponse } from '../_lib/admin-list';
import { requireRole } from '../_lib/auth';
import { csvDateTime, type CsvColumn } from '../_lib/csv';
import { HttpError, MESSAGES, endpoint } from '../_lib/http';

const AUDIT_CSV_COLUMNS: readonly CsvColumn<AuditEntry>[] = [
  { header: 'Data', value: (row) => csvDateTime(row.createdAt) },
  { header: 'Amministratore', value: (row) => row.actorUsername ?? 'sistema' },
  { header: 'Indirizzo', value: (row) => row.address },
  { header: 'Azione', value: (row) => AUDIT_ACTION_LABELS[row.action] ?? row.action },
  { header: 'Oggetto', value: (row) => row.subject },
  { header: 'Nome', value: (row) => row.subjectName },
  { header: 'Dettagli', value: (row) => detailsText(row.subject?.split(':')[0] ?? '', row.details) },
];

/** `?actor=` and `?action=`: the person's and the kind of action the page is narrowed to, when given. */
function filterOf(req: Request): { actor?: string; action?: string } {
  const params = new URL(req.url).searchParams;
  const actor = params.get('actor')?.trim() || undefined;
  const action = params.get('action') || undefined;
  if (actor && actor.length > 100) throw new HttpError(400, MESSAGES.badInput, { actor: 'Amministratore non valido' });
  if (action && !(AUDIT_ACTIONS as readonly string[]).includes(action)) {
    throw new HttpError(400, MESSAGES.badInput, { action: 'Azione non valida' });
  }
  return { actor, action };
}

/**
 * "Registro attività", the owner's: the log a page at a time, newest first (`?cursor=`, `?q=`, `?actor=`,
 * `?action=`), or all of it as CSV (`?format=csv`, itself an export the log records). Read only: no method here or
 * anywhere changes a row (the table's triggers refuse it too).
 */
export default endpoint({
  GET: async (req, context) => {
    const { db } = await requireRole(getDb(), req, context, 'accounts');
    return inboxResponse(req, db, auditLogList(filterOf(req)), AUDIT_CSV_COLUMNS, 'registro-attivita');
  },
});

export const config: Config = { path: '/api/admin/audit-log' };
