import * as yup from 'yup';
import type { CampaignMailKind } from '../mail-kinds';
import type { ConsentRecord } from './consent.schema';
import { email, fitsBcrypt, rawText } from './fields.schema';
import { newPasswordSchema } from './user.schema';

export const ADMIN_MESSAGES = {
  currentPassword: 'Inserisci la password attuale',
  wrongCurrentPassword: 'La password attuale non è corretta',
  samePassword: 'La nuova password deve essere diversa da quella attuale',
  confirmPassword: 'Le due password non coincidono',
  noChanges: 'Nessun campo da aggiornare',
  /** A save or delete from a version of the item another admin has since changed (412). */
  stale: 'Questo elemento è stato modificato da un altro amministratore',
} as const;

/** DELETE /api/admin/personal-data: whose records to erase; GET (`?email=`): whose records to show. */
export const erasureSchema = yup.object({ email: email() });

export type ErasureInput = yup.InferType<typeof erasureSchema>;

/** The signed-in account's own password, asked again before a change of its credentials. */
export const currentPasswordSchema = rawText(ADMIN_MESSAGES.currentPassword)
  .required(ADMIN_MESSAGES.currentPassword)
  .test('bcrypt-limit', ADMIN_MESSAGES.currentPassword, (value) => value == null || fitsBcrypt(value));

/** POST /api/auth/password. */
export const passwordChangeSchema = yup.object({
  currentPassword: currentPasswordSchema,
  newPassword: newPasswordSchema.test(
    'differs',
    ADMIN_MESSAGES.samePassword,
    (value, context) => value == null || value !== (context.parent as { currentPassword?: string }).currentPassword,
  ),
});

/** The password form: the same rules plus a confirmation typed twice. */
export const passwordChangeFormSchema = passwordChangeSchema.shape({
  confirmPassword: rawText(ADMIN_MESSAGES.confirmPassword)
    .required(ADMIN_MESSAGES.confirmPassword)
    .oneOf([yup.ref('newPassword')], ADMIN_MESSAGES.confirmPassword),
});

/** What an erasure removed, per table: the answer of DELETE /api/admin/personal-data. */
export interface ErasedCounts {
  contactSubmissions: number;
  photoBoothEmails: number;
  newsletterSubscriptions: number;
  /** Bookings of the tour's stops ("Ci sarò"). */
  rsvps: number;
  /** Requests for a booking, waiting for the click on their mail's link (deleted when it expires). */
  rsvpRequests: number;
  /** Volunteers' sign-ups (/volontari), confirmed or waiting for the click on their mail's link. */
  volunteers: number;
  /** Walk-ins recorded at the door of a stop or a shift (a booking's check-in goes with its booking). */
  checkIns: number;
  /** The records of the consents the person gave (core/schema/consent.schema.ts). */
  consents: number;
}

/** GET /api/admin/personal-data?email=…: what is held about one address, and the proof of each consent it gave. */
export interface PersonalDataHeld {
  counts: ErasedCounts;
  consents: ConsentRecord[];
}

/** GET /api/admin/retention: the last day personal data is kept, and what the daily job will delete after it. */
export interface RetentionStatus {
  lastDay: string;
  toDelete: ErasedCounts;
}

/** GET /api/admin/mail-status: whether mail can leave, and what the outbox holds. */
export interface MailStatus {
  /** False without SMTP_URL (or with one that is not an smtp:// or smtps:// URL): mail waits in the outbox. */
  configured: boolean;
  /** Waiting to be sent now or at the next try, held mail left out. */
  pending: number;
  /** Of the pending, those whose last try failed: they are tried again, less often each time. */
  retrying: number;
  /** Campaign mail waiting for the end of the electoral silence. */
  held: number;
  /** The held mail by kind (kinds with none left out): what the panel says is held. */
  heldByKind: Partial<Record<CampaignMailKind, number>>;
  /** Given up: refused for good by the mail server, or failing for a week. */
  failed: number;
  /** Sent in the last 24 hours. */
  sentLastDay: number;
}
