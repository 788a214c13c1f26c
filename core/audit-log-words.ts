import { RSVP_STATUS_LABELS, peopleCount } from './booking-words';
import { AUDIT_SECRET_FIELDS, auditFieldLabel } from './audit-log-labels';
import { ROLE_LABELS } from './schema/admin-account.schema';
import type { ErasedCounts } from './schema/admin.schema';
import type { AuditEntry } from './schema/audit-log.schema';
import type { AdminRole } from './schema/user.schema';

/**
 * The activity log's details in words, for the panel and the CSV alike: no database name, id or secret reaches a
 * staffer's eyes.
 */

/** "1 messaggio", "2 messaggi". */
export const plural = (count: number, one: string, many: string): string => `${count} ${count === 1 ? one : many}`;

/** Each kind of record held about a person, in words: one, many. */
const KINDS: Record<keyof ErasedCounts, [string, string]> = {
  contactSubmissions: ['messaggio', 'messaggi'],
  photoBoothEmails: ['iscrizione al generatore di immagini', 'iscrizioni al generatore di immagini'],
  newsletterSubscriptions: ['iscrizione alla newsletter', 'iscrizioni alla newsletter'],
  rsvps: ['prenotazione', 'prenotazioni'],
  rsvpRequests: ['richiesta di prenotazione da confermare', 'richieste di prenotazione da confermare'],
  volunteers: ['volontario', 'volontari'],
  checkIns: ['ingresso senza prenotazione registrato alla porta', 'ingressi senza prenotazione registrati alla porta'],
  consents: ['consenso registrato', 'consensi registrati'],
};

/** Counts of personal records in words, in the table's order; a kind the counts do not name (an older row's) is left out. */
export const countWords = (counts: Readonly<Partial<Record<string, number>>> | ErasedCounts): string[] =>
  (Object.keys(KINDS) as (keyof ErasedCounts)[]).flatMap((kind) =>
    counts[kind] === undefined ? [] : [plural(counts[kind], ...KINDS[kind])],
  );

/** What an erasure removed, in words: the erasure screen and the activity log say it alike. */
export const describeErasure = (counts: Readonly<Partial<Record<string, number>>> | ErasedCounts): string =>
  `Eliminati: ${countWords(counts).join(', ')}.`;

const isEmptyValue = (value: unknown) => value === null || value === undefined || value === '';

/** A logged value as a person reads it: empty, yes or no, a role's name, or the text itself. */
function shown(field: string, value: unknown): string {
  if (isEmptyValue(value)) return '(vuoto)';
  if (typeof value === 'boolean') return value ? 'sì' : 'no';
  if (field === 'role' && typeof value === 'string' && value in ROLE_LABELS) return ROLE_LABELS[value as AdminRole];
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

/** A field's change in words; a secret (masked "***" by the database) only as changed. */
export function changeText(field: string, change: { before: unknown; after: unknown }): string {
  if (AUDIT_SECRET_FIELDS.includes(field) || change.before === '***' || change.after === '***') return 'modificato';
  return `${shown(field, change.before)} → ${shown(field, change.after)}`;
}

/** The changed fields worth showing: a new row's empty fields are left out. */
export const shownChanges = (details: AuditEntry['details']) =>
  Object.entries(details.changes ?? {}).filter(
    ([, change]) => !(isEmptyValue(change.before) && isEmptyValue(change.after)),
  );

/** What a row says beside its changes: an export's rows, a send's recipients, an erasure, a removed booking. */
export function detailLines(details: AuditEntry['details']): string[] {
  const lines: string[] = [];
  if (details.rows !== undefined) lines.push(`${details.rows} righe esportate`);
  if (details.recipients !== undefined) lines.push(`${details.recipients} destinatari`);
  if (details.erased) lines.push(describeErasure(details.erased));
  if (details.people !== undefined) {
    lines.push(
      `${peopleCount(details.people)}${details.status ? `, ${RSVP_STATUS_LABELS[details.status].toLowerCase()}` : ''}`,
    );
  }
  if (details.walkIn !== undefined) lines.push(details.walkIn ? 'Senza prenotazione' : 'Con prenotazione');
  return lines;
}

/** A row's details as one line of text (the CSV's "Dettagli"): its lines, then each change labelled. */
export const detailsText = (kind: string, details: AuditEntry['details']): string =>
  [
    ...detailLines(details),
    ...shownChanges(details).map(([field, change]) => `${auditFieldLabel(kind, field)}: ${changeText(field, change)}`),
  ].join('; ');
