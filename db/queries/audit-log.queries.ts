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
  await db.query(auditRowSql({ action: '$1', subject: '$2', details: '$3' }), [
    action,
    subject,
    JSON.stringify(details),
  ]);
}

/**
 * The INSERT of one log row under the actor the transaction acts as: each field an SQL expression, which may read
 * the tables of `from` (joined after the actor). For a statement that logs what it does in the same statement.
 */
export function auditRowSql(row: { action: string; subject: string; details: string; from?: string }): string {
  return `INSERT INTO audit_log (actor_id, actor_username, address, action, subject, details)
     SELECT (actor ->> 'id')::uuid, actor ->> 'username', actor ->> 'address', ${row.action}, ${row.subject},
       ${row.details}
     FROM (SELECT nullif(current_setting('campagna.actor', true), '')::jsonb AS actor) AS acting${row.from ? `, ${row.from}` : ''}`;
}

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
    columns: `id, created_at AS "createdAt", actor_username AS "actorUsername", address, action, subject, details`,
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
