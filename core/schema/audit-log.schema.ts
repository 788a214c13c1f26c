import type { RsvpStatus } from '../booking-words';

/** What the activity log records (migration 0010): each row's `action`. */
export const AUDIT_ACTIONS = [
  'login',
  'login-failed',
  'login-voided',
  'create',
  'update',
  'delete',
  'export',
  'erasure',
  'newsletter',
  'booking-message',
  'check-in',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** The names the panel's filter and list show. */
export const AUDIT_ACTION_LABELS: Record<AuditAction, string> = {
  login: 'Accesso',
  'login-failed': 'Accesso non riuscito',
  'login-voided': 'Accesso annullato: troppi codici errati',
  create: 'Creazione',
  update: 'Modifica',
  delete: 'Eliminazione',
  export: 'Esportazione CSV',
  erasure: 'Cancellazione dati personali',
  newsletter: 'Invio newsletter',
  'booking-message': 'Messaggio ai prenotati',
  'check-in': "Registrazione all'ingresso",
};

/** A changed field: its value before and after (`"***"` for a masked one, such as a password). */
interface FieldChange {
  before: unknown;
  after: unknown;
}

/** One row of GET /api/admin/audit-log, newest first. */
export interface AuditEntry {
  id: number;
  createdAt: string;
  /** Null: the system (a script or a scheduled job). */
  actorUsername: string | null;
  /** Truncated: IPv4 to its /24, IPv6 to its /48. */
  address: string | null;
  action: AuditAction;
  /** "tour_events:12", the list exported, the account's username. */
  subject: string | null;
  /**
   * What a "table:id" subject is called, read when the list is: an account's username, a stop's or a material's
   * title, a city's name (a booking: its stop's title); for one since deleted, the name the log last recorded for it.
   * Null: no name (the site's content, the settings), or none known.
   */
  subjectName: string | null;
  /** The thing the subject names (a booking: its stop) no longer exists. */
  subjectGone: boolean;
  details: {
    changes?: Record<string, FieldChange>;
    /** An export's rows. */
    rows?: number;
    /**
     * An erasure's address as an HMAC under a key derived from SESSION_SECRET (older rows: a bare SHA-256): the log
     * proves the erasure without keeping the address.
     */
    emailHash?: string;
    /** A newsletter's recipients: the confirmed subscribers it was queued for. */
    recipients?: number;
    /** What an erasure removed, per kind of record. */
    erased?: Record<string, number>;
    /** A sign-in's second step: the kind of code used (true on a failed one). */
    secondFactor?: 'totp' | 'recovery' | true;
    /** A sign-in voided by its wrong codes: how many. */
    wrongCodes?: number;
    /** A booking removed by the staff: its stop's id, its people and its status then. */
    stop?: number;
    people?: number;
    status?: RsvpStatus;
    /** A check-in at the door: a walk-in's (true) or a booking's. */
    walkIn?: boolean;
  };
}
