import { useEffect, useRef, useState } from 'react';
import { API } from '../../../../core/api-paths';
import type { TourEvent } from '../../../../core/schema/tour-event.schema';
import { formatStopWhen } from '../../../../core/stop-time';
import { useApi } from '../../../lib/swr';
import { AdminList, listCount } from '../AdminList';
import { useMayUse } from '../admin-role';
import { ERROR_TEXTS } from '../admin-errors';
import { DeleteButton } from '../DeleteButton';
import { StopMessage, TourBookings, bookingSummary } from './TourBookings';
import { TourStopForm } from './TourStopForm';

/** Section 2 of the panel: the tour stops' form, in add or edit mode, their list with their bookings. */
export function TourSection() {
  // The editor changes the stops; the inbox reads their bookings (names and addresses); the owner does both.
  const canEdit = useMayUse('content');
  const canReadBookings = useMayUse('inbox');
  const { data: events, error, isLoading, mutate } = useApi(API.tourEvents);
  const { data: counts } = useApi(API.adminRsvpCounts);
  const [editingId, setEditingId] = useState<number | null>(null);
  const [baseVersion, setBaseVersion] = useState<number | undefined>(undefined);
  const [bookingsOf, setBookingsOf] = useState<number | null>(null);
  const viewing = events?.find((event) => event.id === bookingsOf) ?? null;
  const bookingsRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (bookingsOf !== null) bookingsRef.current?.focus();
  }, [bookingsOf]);
  // Read from the list, so a stop deleted while being edited puts the form back in add mode.
  const editing = events?.find((event) => event.id === editingId) ?? null;
  const listHeading = useRef<HTMLHeadingElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  // After the click on "Modifica", once the form holds the stop's values: the keyboard goes where the editing happens.
  useEffect(() => {
    if (editingId !== null) formRef.current?.querySelector('input')?.focus({ preventScroll: true });
  }, [editingId]);

  const startEditing = (event: TourEvent) => {
    setEditingId(event.id);
    setBaseVersion(event.version);
    // Smoothly, unless the admin's system asks for less motion: the page's scroll-behavior (global.css) decides.
    formRef.current?.scrollIntoView({ block: 'start' });
  };

  return (
    <section id="tappe" className="admin-section" aria-labelledby="tappe-titolo">
      <h2 id="tappe-titolo">Gestione Tappe del Tour</h2>
      {canEdit && (
        <TourStopForm
          editing={editing}
          baseVersion={baseVersion}
          formRef={formRef}
          onSaved={mutate}
          onStale={(current) => setBaseVersion(current.version)}
          onClose={() => setEditingId(null)}
        />
      )}

      <h3 ref={listHeading} tabIndex={-1}>
        Tappe{listCount(events)}
      </h3>
      <AdminList
        items={events}
        error={error}
        isLoading={isLoading}
        empty="Nessuna tappa aggiunta ancora"
        actions={(event) => (
          <>
            {canReadBookings && (
              <button
                type="button"
                className="button button--secondary"
                aria-label={`Prenotazioni di ${event.title}`}
                aria-pressed={bookingsOf === event.id}
                onClick={() => setBookingsOf(bookingsOf === event.id ? null : event.id)}
              >
                Prenotazioni
              </button>
            )}
            {canEdit && (
              <>
                <button
                  type="button"
                  className="button button--secondary"
                  aria-label={`Modifica ${event.title}`}
                  onClick={() => startEditing(event)}
                >
                  Modifica
                </button>
                <DeleteButton
                  item={API.tourEvent}
                  list={API.tourEvents}
                  id={event.id}
                  version={event.version}
                  name={event.title}
                  confirm={`Eliminare la tappa "${event.title}"?`}
                  success="Tappa rimossa"
                  failure={ERROR_TEXTS.deleteEvent}
                  listHeading={listHeading}
                />
              </>
            )}
          </>
        )}
      >
        {(event) => (
          <>
            <h4>{event.title}</h4>
            <p>
              {event.location} · {formatStopWhen(event)}
            </p>
            {event.address && <p>{event.address}</p>}
            <p>
              {bookingSummary(
                event,
                counts?.find((count) => count.tourEventId === event.id),
              )}
            </p>
            <p className={event.completed ? 'admin-badge admin-badge--done' : 'admin-badge'}>
              {event.completed ? 'Effettuata' : 'In programma'}
            </p>
          </>
        )}
      </AdminList>
      {viewing && (
        <div ref={bookingsRef} tabIndex={-1} className="admin-bookings">
          <TourBookings stop={viewing} />
          <StopMessage stop={viewing} />
          <button type="button" className="button button--secondary" onClick={() => setBookingsOf(null)}>
            Chiudi le prenotazioni
          </button>
        </div>
      )}
    </section>
  );
}
