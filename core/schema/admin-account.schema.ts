import * as yup from 'yup';
import { INVALID_VALUE } from './fields.schema';
import { ADMIN_ROLES, newPasswordSchema, usernameField, type AdminRole, type User } from './user.schema';

/** The names the panel shows. */
export const ROLE_LABELS: Record<AdminRole, string> = {
  owner: 'Titolare',
  editor: 'Redazione',
  inbox: 'Segreteria',
};

export const ROLE_DESCRIPTIONS: Record<AdminRole, string> = {
  owner: 'tutto, compresi gli account degli amministratori e il registro attività',
  editor: 'città, tappe, materiali e contenuti del sito',
  inbox: 'messaggi, iscrizioni, newsletter, prenotazioni, esportazioni CSV e cancellazione dei dati',
};

/**
 * What the server guards and the panel shows, by area:
 * - `content`: cities, tour stops, materials, site content;
 * - `inbox`: the personal data supporters leave (messages, sign-ups, newsletter, bookings), its exports and erasure;
 * - `accounts`: the admin accounts and the activity log;
 * - `transparency`: the documents the law asks the candidate to publish (CV, criminal-record certificate), which
 *   only the owner vouches for.
 * Every signed-in account may read itself and change its own password, whatever its role.
 */
export type AdminArea = 'content' | 'inbox' | 'accounts' | 'transparency';

export const ROLE_AREAS: Record<AdminRole, readonly AdminArea[]> = {
  owner: ['content', 'inbox', 'accounts', 'transparency'],
  editor: ['content'],
  inbox: ['inbox'],
};

export const mayUse = (role: AdminRole, area: AdminArea): boolean => ROLE_AREAS[role].includes(area);

export const ACCOUNT_MESSAGES = {
  role: 'Scegli un ruolo',
  lastOwner: 'Serve almeno un titolare attivo: nomina prima un altro titolare',
  yourself: 'Non puoi disattivare, eliminare o cambiare il ruolo del tuo account',
  usernameTaken: 'Esiste già un account con questo username',
} as const;

const role = () =>
  yup
    .mixed<AdminRole>()
    .oneOf([...ADMIN_ROLES], ACCOUNT_MESSAGES.role)
    .typeError(ACCOUNT_MESSAGES.role);

/** POST /api/admin/users: a new personal account, its first password chosen by the owner and handed over once. */
export const newAccountSchema = yup.object({
  username: usernameField(),
  password: newPasswordSchema,
  role: role().required(ACCOUNT_MESSAGES.role),
});

export type NewAccountInput = yup.InferType<typeof newAccountSchema>;

/** PUT /api/admin/users/{id}: a role change, or the account turned off (its sessions end) or on again. */
export const accountChangeSchema = yup.object({
  role: role().optional(),
  disabled: yup.boolean().strict().typeError(INVALID_VALUE).optional(),
});

export type AccountChangeInput = yup.InferType<typeof accountChangeSchema>;

/** An account as GET /api/admin/users lists it. */
export interface AdminAccount extends User {
  /** When the account was turned off, or null while it may sign in. */
  disabledAt: string | null;
}
