import { useId, useState } from 'react';
import { withQuery } from '../../../../core/api-contract';
import { API } from '../../../../core/api-paths';
import { peopleCount } from '../../../../core/booking-words';
import { formatShortDate } from '../../../../core/dates';
import { dayInItaly } from '../../../../core/rome-time';
import type { AttendanceRow } from '../../../../core/schema/check-in.schema';
import { useApi } from '../../../lib/swr';
import { useUnauthorizedOnError } from '../admin-errors';
import type { PendingCheckIn } from './check-in-sender';
import { WalkInForm } from './WalkInForm';

const KIND_WORDS: Record<AttendanceRow['kind'], string> = { stop: 'Tappa', shift: 'Turno' };

/** A stop or shift as the picker's value: "stop:12", "shift:3". */
const keyOf = (row: Pick<AttendanceRow, 'kind' | 'id'>) => `${row.kind}:${row.id}`;

/** Today's stops and shifts first (the door is on the day), then the others as the attendance lists them. */
function byDoorOrder(rows: readonly AttendanceRow[]): AttendanceRow[] {
  const today = dayInItaly(Date.now());
  return [...rows.filter((row) => row.date === today), ...rows.filter((row) => row.date !== today)];
}

/** The confirmed people of the chosen stop or shift, found by a part of the name, each checked in by one tap. */
function PeopleByName({ row, onCheckIn }: { row: AttendanceRow; onCheckIn: (checkIn: PendingCheckIn) => unknown }) {
  const [search, setSearch] = useState('');
  const inputId = useId();
  const query: Record<string, string> = { [row.kind === 'stop' ? 'tourEventId' : 'shiftId']: String(row.id) };
  const { data: people, error } = useApi(withQuery(API.checkIns, query));
  useUnauthorizedOnError(error);
  const wanted = search.trim().toLocaleLowerCase('it');
  const shown =
    wanted === '' ? [] : (people ?? []).filter((person) => person.name.toLocaleLowerCase('it').includes(wanted));
  return (
    <div className="field">
      <label htmlFor={inputId}>Cerca per nome</label>
      <input
        id={inputId}
        type="search"
        value={search}
        onChange={(event) => setSearch(event.target.value)}
        autoComplete="off"
        enterKeyHint="search"
      />
      {error && <p role="alert">Impossibile caricare le persone prenotate: controlla la connessione.</p>}
      {wanted !== '' && people && (
        <p className="door-counts" role="status">
          {shown.length === 0 ? 'Nessuna persona confermata con questo nome' : `${shown.length} trovate`}
        </p>
      )}
      <ul className="door-people">
        {shown.map((person) => (
          <li key={person.rsvpId}>
            <span>
              {person.name} · {peopleCount(person.people)}
              {person.checkedInAt && <strong> · già entrato/a</strong>}
            </span>
            <button
              type="button"
              className="button"
              aria-label={`Registra ${person.name}`}
              onClick={() => void onCheckIn({ body: { code: person.code }, label: person.name })}
            >
              Registra
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** A stop or shift chosen at the door: its numbers, its people by name, and the walk-ins. */
export function SubjectDoor({ onCheckIn }: { onCheckIn: (checkIn: PendingCheckIn) => Promise<boolean> }) {
  const { data: rows, error } = useApi(API.attendance);
  useUnauthorizedOnError(error);
  const [chosen, setChosen] = useState('');
  const pickerId = useId();
  const ordered = byDoorOrder(rows ?? []);
  const row = ordered.find((each) => keyOf(each) === chosen);
  return (
    <section aria-labelledby="door-subject" className="admin-card">
      <h2 id="door-subject">Per nome o senza prenotazione</h2>
      <div className="field">
        <label htmlFor={pickerId}>Tappa o turno</label>
        <select id={pickerId} value={chosen} onChange={(event) => setChosen(event.target.value)}>
          <option value="">Scegli…</option>
          {ordered.map((each) => (
            <option key={keyOf(each)} value={keyOf(each)}>
              {`${KIND_WORDS[each.kind]}: ${each.title}, ${formatShortDate(each.date)}`}
            </option>
          ))}
        </select>
      </div>
      {error && <p role="alert">Impossibile caricare tappe e turni: controlla la connessione.</p>}
      {row && (
        <>
          <p className="door-counts" role="status">
            {`Confermate ${row.confirmedPeople} · entrate ${row.checkedInPeople} · senza prenotazione ${row.walkInPeople}`}
          </p>
          <PeopleByName key={chosen} row={row} onCheckIn={onCheckIn} />
          <WalkInForm key={`walk-in-${chosen}`} subject={row} onCheckIn={onCheckIn} />
        </>
      )}
    </section>
  );
}
