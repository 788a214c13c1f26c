import { createContext, useCallback, useContext, useEffect } from 'react';
import { ApiError } from '../../lib/api';
import { notify } from '../../lib/toast';

/** SPEC.md section 8: the toast for a visit without a session, as one findable sentence. */
export const UNAUTHORIZED_MESSAGE = "Non autorizzato - Effettua il login per accedere all'area admin";

/** Supplied by the panel: shows the unauthorised toast and sends the admin back to the login page. */
export const UnauthorizedContext = createContext<() => void>(() => undefined);

export const ERROR_TEXTS = {
  addCity: "Si è verificato un errore nell'aggiunta della città",
  deleteCity: "Si è verificato un errore nell'eliminazione della città",
  addEvent: "Si è verificato un errore nell'aggiunta della tappa",
  updateEvent: "Si è verificato un errore nell'aggiornamento della tappa",
  deleteEvent: "Si è verificato un errore nell'eliminazione della tappa",
  addShift: "Si è verificato un errore nell'aggiunta del turno",
  updateShift: "Si è verificato un errore nell'aggiornamento del turno",
  deleteShift: "Si è verificato un errore nell'eliminazione del turno",
  addMaterial: "Si è verificato un errore nell'aggiunta del materiale",
  deleteMaterial: "Si è verificato un errore nell'eliminazione del materiale",
  uploadFile: 'Si è verificato un errore nel caricamento del file. Riprova.',
  updateContent: "Si è verificato un errore nell'aggiornamento dei contenuti",
  publishDocument: 'Si è verificato un errore nella pubblicazione del documento',
  updatePassword: "Si è verificato un errore nell'aggiornamento della password",
  erase: "Si è verificato un errore nell'eliminazione dei dati",
  addAccount: "Si è verificato un errore nella creazione dell'account",
  updateAccount: "Si è verificato un errore nell'aggiornamento dell'account",
  deleteAccount: "Si è verificato un errore nell'eliminazione dell'account",
  twoFactor: 'Si è verificato un errore con la verifica in due passaggi',
  settings: "Si è verificato un errore nel salvataggio dell'impostazione",
  sessions: 'Si è verificato un errore nella chiusura della sessione',
  loadList: 'Impossibile caricare questo elenco. Riprova più tardi.',
  importSections: "Si è verificato un errore nell'importazione delle sezioni",
  assignSection: "Si è verificato un errore nell'assegnazione della sezione",
} as const;

export function isUnauthorized(error: unknown): boolean {
  return error instanceof ApiError && error.status === 401;
}

/**
 * Reports a failed admin call: a lost session goes back to the login, and everything else is an "Errore" toast
 * (a 400's per-field messages are already next to the inputs: `send` put them there; the form keeps what was
 * typed).
 */
export function useFailureReporter() {
  const onUnauthorized = useContext(UnauthorizedContext);
  return useCallback(
    (error: unknown, description: string) => {
      if (isUnauthorized(error)) {
        onUnauthorized();
        return;
      }
      // Too many tries, and a conflict (the last owner): the server's sentence says what to do.
      const explained =
        error instanceof ApiError && [409, 429].includes(error.status) ? error.serverMessage : undefined;
      notify.error('Errore', explained ?? description);
    },
    [onUnauthorized],
  );
}

/** A list the panel reads that answers 401: the session ended elsewhere, so back to the login. */
export function useUnauthorizedOnError(error: unknown): void {
  const onUnauthorized = useContext(UnauthorizedContext);
  useEffect(() => {
    if (isUnauthorized(error)) onUnauthorized();
  }, [error, onUnauthorized]);
}
