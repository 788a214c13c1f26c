import { CommittenteNotice } from './content/committente-notice';
import { SilenceBanner } from './electoral-silence';
import { MailStatusNotice } from './inbox/mail-status';
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import { send } from '../../lib/api';
import { useApi } from '../../lib/swr';
import { API } from '../../../core/api-paths';
import { notify } from '../../lib/toast';
import { UNAUTHORIZED_MESSAGE, UnauthorizedContext, useUnauthorizedOnError } from './admin-errors';
import type { User } from '../../../core/schema/user.schema';
import { mayUse, ROLE_LABELS, type AdminArea } from '../../../core/schema/admin-account.schema';
import { AccountsSection } from './accounts/AccountsSection';
import { AdminRoleContext } from './admin-role';
import { AuditLogSection } from './accounts/AuditLogSection';
import { CitiesSection } from './content/CitiesSection';
import { TwoFactorNotice } from './accounts/SecuritySettings';
import { TwoFactorSection } from './accounts/TwoFactorSection';
import { SessionsSection } from './accounts/SessionsSection';
import { MaterialsSection } from './content/MaterialsSection';
import { MessagesSection } from './inbox/MessagesSection';
import { MetricsSection } from './metrics/MetricsSection';
import { PasswordSection } from './accounts/PasswordSection';
import { SiteContentSection } from './content/SiteContentSection';
import { TourSection } from './tour/TourStopsSection';
import { ShiftsSection } from './tour/ShiftsSection';
import { TransparencySection } from './content/TransparencySection';
import { PAGE_ROUTES } from '../../../core/page-routes';
import './admin.css';
import './admin-panel-items.css';

/** SPEC.md section 9: the pause before leaving the panel, so the toast can be read. */
export const REDIRECT_DELAY_MS = 500;

/**
 * The panel's sections, in order, each shown to the roles whose areas include one of its own (null: every account).
 * The stops serve both: the editor changes them, the inbox reads their bookings.
 */
const SECTIONS: readonly { id: string; label: string; areas: readonly AdminArea[] | null; Section: () => ReactNode }[] =
  [
    { id: 'mappa', label: 'Mappa', areas: ['content'], Section: CitiesSection },
    { id: 'tappe', label: 'Tappe', areas: ['content', 'inbox'], Section: TourSection },
    { id: 'turni', label: 'Turni', areas: ['content'], Section: ShiftsSection },
    { id: 'materiali', label: 'Materiali', areas: ['content'], Section: MaterialsSection },
    { id: 'messaggi', label: 'Messaggi', areas: ['inbox'], Section: MessagesSection },
    { id: 'contenuti', label: 'Contenuti', areas: ['content'], Section: SiteContentSection },
    { id: 'trasparenza', label: 'Trasparenza', areas: ['transparency'], Section: TransparencySection },
    { id: 'andamento', label: 'Andamento', areas: ['content', 'inbox'], Section: MetricsSection },
    { id: 'amministratori', label: 'Amministratori', areas: ['accounts'], Section: AccountsSection },
    { id: 'registro', label: 'Registro attività', areas: ['accounts'], Section: AuditLogSection },
    { id: 'verifica', label: 'Verifica in due passaggi', areas: null, Section: TwoFactorSection },
    { id: 'password', label: 'Password', areas: null, Section: PasswordSection },
    { id: 'sessioni', label: 'Sessioni', areas: null, Section: SessionsSection },
  ];

/** What an account may reach while the owner requires a second factor it has not turned on yet. */
const BEFORE_TWO_FACTOR = ['verifica', 'password', 'sessioni'];

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

/** /admin, "Pannello Amministrazione": the session check, then the panel's sections. */
export function AdminPage() {
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
        <SignedInPanel user={user} logout={logout} loggingOut={loggingOut} />
      </UnauthorizedContext.Provider>
    </AdminRoleContext.Provider>
  );
}

/**
 * The panel of a signed-in account: the sections its role may use, or, while the owner requires a second factor it
 * has not turned on, only what turns it on.
 */
function SignedInPanel({ user, logout, loggingOut }: { user: User; logout: () => void; loggingOut: boolean }) {
  const { data: twoFactor, error } = useApi(API.twoFactor);
  useUnauthorizedOnError(error);
  const mustEnrol = twoFactor?.required === true && !twoFactor.enabled;
  const sections = SECTIONS.filter(
    ({ id, areas }) =>
      (areas === null || areas.some((area) => mayUse(user.role, area))) &&
      (!mustEnrol || BEFORE_TWO_FACTOR.includes(id)),
  );
  return (
    <>
      <header className="admin-header">
        <div className="admin-header__inner">
          <p className="admin-header__user">
            Accesso come <strong>{user.username}</strong> ({ROLE_LABELS[user.role]})
          </p>
          <button type="button" className="button button--secondary" onClick={logout} disabled={loggingOut}>
            Esci
          </button>
        </div>
        <nav aria-label="Sezioni del pannello" className="admin-nav">
          <ul>
            {sections.map(({ id, label }) => (
              <li key={id}>
                <a href={`#${id}`}>{label}</a>
              </li>
            ))}
          </ul>
        </nav>
      </header>
      <main className="admin-main">
        <h1>Pannello Amministrazione</h1>
        {mustEnrol && (
          <p className="admin-notice" role="alert">
            Il titolare richiede la verifica in due passaggi per il tuo ruolo: attivala qui sotto per usare il pannello.
          </p>
        )}
        <TwoFactorNotice />
        <CommittenteNotice />
        <SilenceBanner />
        <MailStatusNotice />
        {sections.map(({ id, Section }) => (
          <Section key={id} />
        ))}
      </main>
    </>
  );
}
