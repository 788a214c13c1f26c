import { Link } from 'react-router-dom';
import { API } from '../../../../core/api-paths';
import { csvExport } from '../../../../core/api-contract';
import { formatShortDate } from '../../../../core/dates';
import { PAGE_ROUTES } from '../../../../core/page-routes';
import type { AttendanceRow } from '../../../../core/schema/check-in.schema';
import { useApi } from '../../../lib/swr';
import { useUnauthorizedOnError } from '../admin-errors';
import './attendance.css';

const KIND_LABELS: Record<AttendanceRow['kind'], string> = { stop: 'Tappa', shift: 'Turno' };

/** "Presenze" in the panel (titolare, segreteria): who came to each stop and shift, the door's link, the CSV. */
export function AttendanceSection() {
  const { data: rows, error } = useApi(API.attendance);
  useUnauthorizedOnError(error);
  return (
    <section id="presenze" className="admin-section" aria-labelledby="presenze-titolo">
      <h2 id="presenze-titolo">Presenze</h2>
      <p>
        <Link className="button" to={PAGE_ROUTES.door.path}>
          Apri l'ingresso
        </Link>{' '}
        <a className="button button--secondary" href={csvExport(API.attendance)} download>
          Esporta CSV delle presenze
        </a>
      </p>
      {error && <p role="alert">Impossibile caricare le presenze.</p>}
      {rows && rows.length === 0 && <p>Nessuna tappa o turno ancora.</p>}
      {rows && rows.length > 0 && (
        <ul className="attendance-list" aria-label="Persone per tappa e turno">
          {rows.map((row) => (
            <li key={`${row.kind}:${row.id}`}>
              <h3>{`${KIND_LABELS[row.kind]}: ${row.title}, ${formatShortDate(row.date)}`}</h3>
              <dl className="admin-details">
                <dt>Confermate</dt>
                <dd>{row.confirmedPeople}</dd>
                <dt>Entrate con prenotazione</dt>
                <dd>{row.checkedInPeople}</dd>
                <dt>Senza prenotazione</dt>
                <dd>{row.walkInPeople}</dd>
                <dt>Confermate e non venute</dt>
                <dd>{row.noShowPeople}</dd>
              </dl>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
