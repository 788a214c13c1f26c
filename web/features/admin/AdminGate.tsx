import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import { API } from '../../../core/api-paths';
import { PAGE_ROUTES } from '../../../core/page-routes';
import type { User } from '../../../core/schema/user.schema';
import { send } from '../../lib/api';
import { useApi } from '../../lib/swr';
import { notify } from '../../lib/toast';
import { UNAUTHORIZED_MESSAGE, UnauthorizedContext } from './admin-errors';
import { AdminRoleContext } from './admin-role';

/** SPEC.md section 9: the pause before leaving the panel, so the toast can be read. */
export const REDIRECT_DELAY_MS = 500;

/** Leaves the panel for the login page once, however many calls find the session gone. */
function useLeavePanel() {
  const navigate = useNavigate();
  const { mutate } = useSWRConfig();
  const leaving = useRef(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  return useCallback(
    (toast: () => void) => {
      if (leaving.current) return;
      leaving.current = true;
      toast();
      timer.current = setTimeout(() => {
        navigate(PAGE_ROUTES.adminLogin.path);
        // Forget the session so coming back to /admin checks it again.
        void mutate(API.authUser, undefined, { revalidate: false });
      }, REDIRECT_DELAY_MS);
    },
    [navigate, mutate],
  );
}

/** What a signed-in admin area gets: the account, and how to sign out. */
export interface SignedIn {
  user: User;
  logout: () => void;
  loggingOut: boolean;
}

/**
 * The admin area's session check (/admin, /admin/ingresso): "Caricamento..." while it runs, the login page after the
 * toast when there is no session, else `children` with the account, its role and the leaving on a 401 supplied.
 */
export function AdminGate({ children }: { children: (signedIn: SignedIn) => ReactNode }) {
  const {
    data: user,
    error,
    isLoading,
    mutate,
  } = useApi(API.authUser, { nullWhenUnauthorized: true, revalidateOnMount: true });
  const leave = useLeavePanel();
  const [loggingOut, setLoggingOut] = useState(false);

  const onUnauthorized = useCallback(() => leave(() => notify.error(UNAUTHORIZED_MESSAGE)), [leave]);

  useEffect(() => {
    if (user === null) onUnauthorized();
  }, [user, onUnauthorized]);

  const logout = async () => {
    setLoggingOut(true);
    try {
      await send('POST', API.logout);
      leave(() => notify.success('Disconnessione effettuata'));
    } catch {
      notify.error('Errore', 'Errore durante la disconnessione');
      setLoggingOut(false);
    }
  };

  if (isLoading || user === undefined) {
    if (error) {
      return (
        <main className="admin-status">
          <p role="alert">Impossibile verificare l'accesso. Controlla la connessione e riprova.</p>
          <button type="button" className="button" onClick={() => void mutate()}>
            Riprova
          </button>
        </main>
      );
    }
    return (
      <main className="admin-status" aria-busy="true">
        <p role="status">Caricamento...</p>
      </main>
    );
  }
  if (user === null) return <main className="admin-status" aria-label="Accesso non autorizzato" />;

  return (
    <AdminRoleContext.Provider value={user.role}>
      <UnauthorizedContext.Provider value={onUnauthorized}>
        {children({ user, logout: () => void logout(), loggingOut })}
      </UnauthorizedContext.Provider>
    </AdminRoleContext.Provider>
  );
}
