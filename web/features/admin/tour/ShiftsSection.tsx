import { useEffect, useRef, useState } from 'react';
import { API } from '../../../../core/api-paths';
import { formatLongDate } from '../../../../core/dates';
import { type Shift } from '../../../../core/schema/shift.schema';
import { SHIFT_ACTIVITY_LABELS } from '../../../../core/shift-words';
import { useApi } from '../../../lib/swr';
import { AdminList, listCount } from '../AdminList';
import { ERROR_TEXTS } from '../admin-errors';
import { DeleteButton } from '../DeleteButton';
import { ShiftForm } from './ShiftForm';
import { ShiftPeople } from './ShiftPeople';

/** "2 confermati su 3 posti · 1 in lista d'attesa · 1 da confermare" */
const signupSummary = (shift: Shift) =>
  [
    `${shift.confirmed} ${shift.confirmed === 1 ? 'confermato' : 'confermati'} su ${shift.capacity} posti`,
    `${shift.waiting} in lista d'attesa`,
    `${shift.pending} da confermare`,
  ].join(' · ');

/** The volunteer shifts (titolare, redazione): their form, their list with sign-ups counted, and who took each. */
export function ShiftsSection() {
  const { data: shifts, error, isLoading, mutate } = useApi(API.adminShifts);
  const [editingId, setEditingId] = useState<number | null>(null);
  const [signupsOf, setSignupsOf] = useState<number | null>(null);
  const editing = shifts?.find((shift) => shift.id === editingId) ?? null;
  const viewing = shifts?.find((shift) => shift.id === signupsOf) ?? null;
  const listHeading = useRef<HTMLHeadingElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (editingId !== null) formRef.current?.querySelector('input')?.focus({ preventScroll: true });
  }, [editingId]);

  return (
    <section id="turni" className="admin-section" aria-labelledby="turni-titolo">
      <h2 id="turni-titolo">Turni dei volontari</h2>
      <ShiftForm editing={editing} formRef={formRef} onSaved={mutate} onClose={() => setEditingId(null)} />
      <h3 ref={listHeading} tabIndex={-1}>
        Turni{listCount(shifts)}
      </h3>
      <AdminList
        items={shifts}
        error={error}
        isLoading={isLoading}
        empty="Nessun turno aggiunto ancora"
        actions={(shift) => (
          <>
            <button
              type="button"
              className="button button--secondary"
              aria-label={`Volontari di ${shift.title}`}
              aria-pressed={signupsOf === shift.id}
              onClick={() => setSignupsOf(signupsOf === shift.id ? null : shift.id)}
            >
              Volontari
            </button>
            <button
              type="button"
              className="button button--secondary"
              aria-label={`Modifica ${shift.title}`}
              onClick={() => {
                setEditingId(shift.id);
                formRef.current?.scrollIntoView({ block: 'start' });
              }}
            >
              Modifica
            </button>
            <DeleteButton
              item={API.adminShift}
              list={API.adminShifts}
              id={shift.id}
              version={shift.version}
              name={shift.title}
              confirm={`Eliminare il turno "${shift.title}" e le sue iscrizioni? Scriveremo ai volontari iscritti che il turno è annullato.`}
              success="Turno rimosso"
              failure={ERROR_TEXTS.deleteShift}
              listHeading={listHeading}
            />
          </>
        )}
      >
        {(shift) => (
          <>
            <h4>{shift.title}</h4>
            <p>
              {SHIFT_ACTIVITY_LABELS[shift.activity]} · {shift.comune}, {shift.place}
            </p>
            <p>
              {formatLongDate(shift.date)}, {shift.start}–{shift.end}
            </p>
            <p>{signupSummary(shift)}</p>
          </>
        )}
      </AdminList>
      {viewing && (
        <div className="admin-bookings">
          <ShiftPeople shift={viewing} />
          <button type="button" className="button button--secondary" onClick={() => setSignupsOf(null)}>
            Chiudi i volontari
          </button>
        </div>
      )}
    </section>
  );
}
