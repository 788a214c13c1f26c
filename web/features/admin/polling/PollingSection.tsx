import { useState } from 'react';
import { DESIGNATION_DEADLINES, deadlinesNear } from '../../../../core/polling-deadlines';
import { formatLongDate } from '../../../../core/dates';
import { POLLING_POLICY, spanInWords } from '../../../../core/policy';
import { ComuneSections } from './ComuneSections';
import { CoverageView } from './CoverageView';
import { SectionImport } from './SectionImport';
import './polling.css';

/** The designations' deadlines, from the vote calendar; within POLLING_POLICY.deadlineWarningDays, an alert. */
function Deadlines() {
  // The panel's opening instant: a panel left open for days is reloaded before then.
  const [near] = useState(() => deadlinesNear(Date.now()));
  return (
    <>
      {near.length > 0 && (
        <div className="admin-editing polling-deadline" role="alert">
          <strong>Scadenza delle designazioni entro {spanInWords(POLLING_POLICY.deadlineWarningDays, 'days')}:</strong>{' '}
          {near.map((deadline) => `${deadline.label} entro ${formatLongDate(deadline.date)}`).join('; ')}.
        </div>
      )}
      <h3>Scadenze delle designazioni</h3>
      <ul className="polling-deadlines">
        {DESIGNATION_DEADLINES.map((deadline) => (
          <li key={deadline.label}>
            {deadline.label}: entro {formatLongDate(deadline.date)}
          </li>
        ))}
      </ul>
      <p className="admin-hint">
        La designazione è firmata dal delegato di lista; si può trasmettere via PEC con firma digitale. Le regole sono
        riassunte nella decisione 0043 del progetto: falle confermare da un legale.
      </p>
    </>
  );
}

/**
 * "Rappresentanti di lista" (titolare, segreteria): the deadlines, the sections' import, the coverage per comune
 * (a table and the map of Veneto), and a comune's sections with who watches each and its designations.
 */
export function PollingSection() {
  const [comune, setComune] = useState('');
  return (
    <section id="rappresentanti" className="admin-section polling-section" aria-labelledby="rappresentanti-titolo">
      <h2 id="rappresentanti-titolo">Rappresentanti di lista</h2>
      <Deadlines />
      <SectionImport />
      <CoverageView onChoose={setComune} />
      <ComuneSections comune={comune} onChoose={setComune} />
    </section>
  );
}
