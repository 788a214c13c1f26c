import { useCallback } from 'react';
import { Link } from 'react-router-dom';
import { PAGE_ROUTES } from '../../../../core/page-routes';
import { mayUse } from '../../../../core/schema/admin-account.schema';
import { AdminGate } from '../AdminGate';
import { CameraScanner } from './CameraScanner';
import { useCheckInSender, type DoorOutcome } from './check-in-sender';
import { TypedCodeForm } from './TypedCodeForm';
import { SubjectDoor } from './SubjectDoor';
import '../admin.css';
import './door.css';

/** The last check-in's outcome, read out as it changes. */
function Outcome({ outcome }: { outcome: DoorOutcome | null }) {
  return (
    <div className="door-live" aria-live="assertive" aria-atomic="true">
      {outcome && (
        <p className={`door-outcome door-outcome--${outcome.tone}`}>
          <strong>{outcome.title}</strong>
          {outcome.detail}
        </p>
      )}
    </div>
  );
}

/** The door of the signed-in staff: the outcome on top, then the camera, the typed code, the name and the walk-ins. */
function Door() {
  const { checkIn, outcome, pending, online, retry } = useCheckInSender();
  const scanned = useCallback((code: string) => void checkIn({ body: { code }, label: `Codice ${code}` }), [checkIn]);
  return (
    <main className="door">
      <div className="door-bar">
        <h1>Ingresso</h1>
        <Link className="button button--secondary" to={PAGE_ROUTES.admin.path}>
          Torna al pannello
        </Link>
      </div>
      <p className={`door-signal ${online ? '' : 'door-signal--off'}`} role="status">
        {online ? 'Connessione attiva' : 'Nessuna connessione: le registrazioni restano in attesa in questa pagina'}
        {pending.length > 0 &&
          ` · ${pending.length === 1 ? '1 registrazione in attesa' : `${pending.length} registrazioni in attesa`}`}
      </p>
      {pending.length > 0 && online && (
        <button type="button" className="button button--secondary door-button" onClick={() => void retry()}>
          Invia ora le registrazioni in attesa
        </button>
      )}
      <Outcome outcome={outcome} />
      <section aria-labelledby="door-scan" className="admin-card">
        <h2 id="door-scan">Codice QR</h2>
        <CameraScanner onCode={scanned} />
      </section>
      <section aria-labelledby="door-code" className="admin-card">
        <h2 id="door-code">Codice scritto</h2>
        <TypedCodeForm onCheckIn={checkIn} />
      </section>
      <SubjectDoor onCheckIn={checkIn} />
    </main>
  );
}

/** /admin/ingresso: the door of a stop or a shift, for the roles that see the bookings (titolare, segreteria). */
export function DoorPage() {
  return (
    <AdminGate>
      {({ user }) =>
        mayUse(user.role, 'inbox') ? (
          <Door />
        ) : (
          <main className="admin-status">
            <p role="alert">L'ingresso è riservato al titolare e alla segreteria.</p>
            <Link to={PAGE_ROUTES.admin.path}>Torna al pannello</Link>
          </main>
        )
      }
    </AdminGate>
  );
}
