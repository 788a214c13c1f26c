import type { AuditSubjectKind } from '../../core/audit-log-labels';
import type { AuditAction, AuditEntry } from '../../core/schema/audit-log.schema';
import type { Db } from '../client';
import type { InboxList } from './inbox.queries';

/** Who acts: the account and where from (truncated). All null: the system. */
export interface AuditActor {
  id: string | null;
  username: string | null;
  address: string | null;
}

/**
 * A database whose every statement runs in a transaction naming `actor` as its `campagna.actor` setting: the audit
 * triggers (migration 0010) log each change to an audited table under that name, in the change's own transaction.
 */
export function actingAs(db: Db, actor: AuditActor): Db {
  const setActor = { text: `SELECT set_config('campagna.actor', $1, true)`, params: [JSON.stringify(actor)] };
  return {
    query: async <Row>(text: string, params?: readonly unknown[]) =>
      (await db.transaction([setActor, { text, params }]))[1] as Row[],
    transaction: async (statements) => (await db.transaction([setActor, ...statements])).slice(1),
  };
}

/**
 * Adds a row that no table change writes (a sign-in, an export, an erasure), under the actor `db` acts as
 * (`actingAs`); the system when it acts as no one.
 */
export async function recordAudit(
  db: Db,
  action: AuditAction,
  subject: string | null,
  details: AuditEntry['details'] = {},
): Promise<void> {
  await db.query(auditSql(action, { subject: '$1::text', details: '$2::jsonb' }), [subject, JSON.stringify(details)]);
}

/**
 * The INSERT of recordAudit as a step of the caller's own statement (like the outbox's queueMailSql): one row per row
 * of `from` (one row when absent), `subject` and `details` SQL expressions over its columns or the caller's
 * parameters, so an action and its trace are written together or not at all.
 */
export function auditSql(action: AuditAction, select: { subject: string; details: string; from?: string }): string {
  return `INSERT INTO audit_log (actor_id, actor_username, address, action, subject, details)
    SELECT (acting.actor ->> 'id')::uuid, acting.actor ->> 'username', acting.actor ->> 'address', '${action}',
      ${select.subject}, ${select.details}
    FROM (SELECT nullif(current_setting('campagna.actor', true), '')::jsonb AS actor) AS acting
    ${select.from ? `CROSS JOIN ${select.from}` : ''}
    RETURNING id`;
}

/** A "table:id" subject's parts: the rows a table's change wrote, and a newsletter's send, have one. */
const SUBJECT_KIND = `split_part(audit_log.subject, ':', 1)`;
const SUBJECT_KEY = `split_part(audit_log.subject, ':', 2)`;

/**
 * Where each kind of subject is named: the table and id of the row naming it (a booking is named by its stop, which
 * its row's details keep) and that row's naming column (null: a table of one row, which its label names).
 */
const SUBJECT_NAMES: Record<AuditSubjectKind, { table: string; key: string; column: string | null }> = {
  tour_events: { table: 'tour_events', key: SUBJECT_KEY, column: 'title' },
  visited_cities: { table: 'visited_cities', key: SUBJECT_KEY, column: 'city_name' },
  campaign_materials: { table: 'campaign_materials', key: SUBJECT_KEY, column: 'title' },
  users: { table: 'users', key: SUBJECT_KEY, column: 'username' },
  newsletter_issues: { table: 'newsletter_issues', key: SUBJECT_KEY, column: 'subject' },
  site_content: { table: 'site_content', key: SUBJECT_KEY, column: null },
  admin_settings: { table: 'admin_settings', key: SUBJECT_KEY, column: null },
  rsvps: { table: 'tour_events', key: `(audit_log.details ->> 'stop')`, column: 'title' },
  shifts: { table: 'shifts', key: SUBJECT_KEY, column: 'title' },
};

/** A value the log recorded for `column` in a row's changes: its value after, or before a deletion. */
const loggedValue = (row: string, column: string) =>
  `coalesce(${row}.details #>> '{changes,${column},after}', ${row}.details #>> '{changes,${column},before}')`;

/**
 * A subject's name: the live row's; once it is deleted, the one this log row recorded, else the newest the log
 * recorded for it (its deletion keeps its last).
 */
function subjectNameSql(kind: AuditSubjectKind): string {
  const { table, key, column } = SUBJECT_NAMES[kind];
  if (!column) return 'NULL';
  return `coalesce(
    (SELECT ${column}::text FROM ${table} WHERE id::text = ${key}),
    ${table === kind ? `${loggedValue('audit_log', column)},` : ''}
    (SELECT ${loggedValue('l', column)} FROM audit_log l
     WHERE l.subject = '${table}:' || ${key} AND l.details #> '{changes,${column}}' IS NOT NULL
     ORDER BY l.id DESC LIMIT 1))`;
}

/** A per-kind CASE over the rows whose subject is a table's row (a sign-in's is a username, an export's a list). */
function bySubjectKind(sql: (kind: AuditSubjectKind) => string, otherwise: string): string {
  const kinds = Object.keys(SUBJECT_NAMES) as AuditSubjectKind[];
  return `CASE WHEN audit_log.action IN ('create', 'update', 'delete', 'newsletter') THEN CASE ${SUBJECT_KIND}
    ${kinds.map((kind) => `WHEN '${kind}' THEN ${sql(kind)}`).join('\n    ')}
    ELSE ${otherwise} END ELSE ${otherwise} END`;
}

const AUDIT_COLUMNS = [
  'id',
  'created_at AS "createdAt"',
  'actor_username AS "actorUsername"',
  'address',
  'action',
  'subject',
  `${bySubjectKind(subjectNameSql, 'NULL')} AS "subjectName"`,
  `${bySubjectKind(
    (kind) => `NOT EXISTS (SELECT FROM ${SUBJECT_NAMES[kind].table} WHERE id::text = ${SUBJECT_NAMES[kind].key})`,
    'false',
  )} AS "subjectGone"`,
  'details',
].join(', ');

/** The log as the panel pages it, newest first, narrowed to one person's and one kind of action when asked. */
export function auditLogList(filter: { actor?: string; action?: string }): InboxList {
  const params: unknown[] = [];
  const conditions: string[] = [];
  if (filter.actor) {
    params.push(filter.actor);
    conditions.push(`lower(actor_username) = lower($${params.length})`);
  }
  if (filter.action) {
    params.push(filter.action);
    conditions.push(`action = $${params.length}`);
  }
  return {
    table: 'audit_log',
    columns: AUDIT_COLUMNS,
    created: 'created_at',
    filter: conditions.length ? conditions.join(' AND ') : undefined,
    filterParams: params,
  };
}

/** Deletes the rows older than the log's retention: the only deletion its trigger lets through. */
export async function deleteExpiredAuditRows(db: Db, months: number): Promise<number> {
  const rows = await db.query(
    `DELETE FROM audit_log WHERE created_at < now() - make_interval(months => $1) RETURNING id`,
    [months],
  );
  return rows.length;
}
