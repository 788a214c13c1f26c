import { Suspense, useState } from 'react';
import { API } from '../../../core/api-paths';
import { WAITING_LIST } from '../../../core/booking-words';
import { formatLongDate } from '../../../core/dates';
import type { PublicShift } from '../../../core/schema/shift.schema';
import { SHIFT_ACTIVITY_LABELS } from '../../../core/shift-words';
import { lazyWithPreload } from '../../lib/lazy';
import { useApi } from '../../lib/swr';
import './ShiftList.css';

/** The form comes with formik and yup: loaded when a volunteer asks for it, never with the page. */
const ShiftSignupForm = lazyWithPreload(() => import('./ShiftSignupForm').then((module) => module.ShiftSignupForm));

/** The shifts by comune, then by day, in the list's order (day, start). */
function grouped(shifts: readonly PublicShift[]): [comune: string, days: [date: string, PublicShift[]][]][] {
  const byComune = new Map<string, Map<string, PublicShift[]>>();
  for (const shift of shifts) {
    const days = byComune.get(shift.comune) ?? new Map<string, PublicShift[]>();
    days.set(shift.date, [...(days.get(shift.date) ?? []), shift]);
    byComune.set(shift.comune, days);
  }
  return [...byComune].sort(([a], [b]) => a.localeCompare(b, 'it')).map(([comune, days]) => [comune, [...days]]);
}

const placesWords = (shift: PublicShift) =>
  shift.full
    ? `Completo · ${WAITING_LIST}`
    : shift.placesLeft === 1
      ? 'Resta 1 posto'
      : `Restano ${shift.placesLeft} posti`;

function ShiftItem({ shift }: { shift: PublicShift }) {
  const [open, setOpen] = useState(false);
  return (
    <li className="shift-list__item">
      <h5>{shift.title}</h5>
      <p>
        {SHIFT_ACTIVITY_LABELS[shift.activity]} · {shift.start}–{shift.end} · {shift.place}
      </p>
      <p className={shift.full ? 'shift-list__places shift-list__places--full' : 'shift-list__places'}>
        {placesWords(shift)}
      </p>
      <button
        type="button"
        className="button"
        aria-expanded={open}
        onPointerEnter={() => void ShiftSignupForm.preload()}
        onClick={() => setOpen(!open)}
      >
        Mi prendo il turno
      </button>
      {open && (
        <Suspense fallback={<p>Caricamento del modulo...</p>}>
          <ShiftSignupForm shiftId={shift.id} title={shift.title} />
        </Suspense>
      )}
    </li>
  );
}

/** The upcoming volunteer shifts, by comune and day, each with its places and "Mi prendo il turno". */
export function ShiftList() {
  const { data: shifts } = useApi(API.shifts);
  if (!shifts) return <p>Caricamento dei turni...</p>;
  if (shifts.length === 0) return <p>Nessun turno in programma per ora: torna a trovarci presto.</p>;
  return (
    <div className="shift-list">
      {grouped(shifts).map(([comune, days]) => (
        <section key={comune} aria-label={comune}>
          <h3>{comune}</h3>
          {days.map(([date, ofDay]) => (
            <div key={date}>
              <h4>{formatLongDate(date)}</h4>
              <ul>
                {ofDay.map((shift) => (
                  <ShiftItem key={shift.id} shift={shift} />
                ))}
              </ul>
            </div>
          ))}
        </section>
      ))}
    </div>
  );
}

/** The shifts' section of /volontari, under the volunteers' form (composed in web/routes.tsx). */
export function VolunteerShifts() {
  return (
    <section className="volunteers__shifts" aria-labelledby="volontari-turni">
      <h2 id="volontari-turni">Prendi un turno</h2>
      <p>I turni dei prossimi giorni, comune per comune: scegli quello che fa per te.</p>
      <ShiftList />
    </section>
  );
}
