import { CommittenteNotice } from './content/committente-notice';
import { SilenceBanner } from './electoral-silence';
import { MailStatusNotice } from './inbox/mail-status';
import { Suspense, type ReactNode } from 'react';
import { lazyWithPreload } from '../../lib/lazy';
import { useApi } from '../../lib/swr';
import { API } from '../../../core/api-paths';
import { useUnauthorizedOnError } from './admin-errors';
import { AdminGate, type SignedIn } from './AdminGate';
import { mayUse, ROLE_LABELS, type AdminArea } from '../../../core/schema/admin-account.schema';
import { AccountsSection } from './accounts/AccountsSection';
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
import { AttendanceSection } from './door/AttendanceSection';
import { ReferralsSection } from './tour/ReferralsSection';
import { TransparencySection } from './content/TransparencySection';
import './admin.css';
import './admin-panel-items.css';

/** The rappresentanti di lista's section, in a chunk of its own: fetched by the roles that see it, when they do. */
const LazyPollingSection = lazyWithPreload(() => import('./polling/PollingSection').then((m) => m.PollingSection));

function PollingSection() {
  return (
    <Suspense
      fallback={
        <section id="rappresentanti" className="admin-section" aria-busy="true">
          <p role="status">Caricamento...</p>
        </section>
      }
    >
      <LazyPollingSection />
    </Suspense>
  );
}

/**
 * The panel's sections, in order, each shown to the roles whose areas include one of its own (null: every account).
 * The stops serve both: the editor changes them, the inbox reads their bookings.
 */
const SECTIONS: readonly { id: string; label: string; areas: readonly AdminArea[] | null; Section: () => ReactNode }[] =
  [
    { id: 'mappa', label: 'Mappa', areas: ['content'], Section: CitiesSection },
    { id: 'tappe', label: 'Tappe', areas: ['content', 'inbox'], Section: TourSection },
    { id: 'turni', label: 'Turni', areas: ['content'], Section: ShiftsSection },
    { id: 'presenze', label: 'Presenze', areas: ['inbox'], Section: AttendanceSection },
    { id: 'amici', label: 'Porta un amico', areas: ['inbox'], Section: ReferralsSection },
    { id: 'rappresentanti', label: 'Rappresentanti', areas: ['inbox'], Section: PollingSection },
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

/** /admin, "Pannello Amministrazione": the session check, then the panel's sections. */
export function AdminPage() {
  return <AdminGate>{(signedIn) => <SignedInPanel {...signedIn} />}</AdminGate>;
}

/**
 * The panel of a signed-in account: the sections its role may use, or, while the owner requires a second factor it
 * has not turned on, only what turns it on.
 */
function SignedInPanel({ user, logout, loggingOut }: SignedIn) {
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
