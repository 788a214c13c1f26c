import { formatStopWhen } from '../../../core/stop-time';
import { useConfirmPublishing } from './electoral-silence';
import { Formik, type FormikHelpers } from 'formik';
import { useEffect, useRef, useState } from 'react';
import { tourEventSchema, type TourEvent } from '../../../core/schema/tour-event.schema';
import { CheckboxField, TextareaField, TextField } from '../../components/form/fields';
import { Form } from '../../components/form/Form';
import { send } from '../../lib/api';
import { useApi } from '../../lib/swr';
import { API } from '../../../core/api-paths';
import { itemPath } from '../../../core/api-contract';
import { notify } from '../../lib/toast';
import { ERROR_TEXTS, useFailureReporter } from './admin-errors';
import { AdminList, listCount } from './AdminList';
import { DeleteButton } from './DeleteButton';
import { TourBookings, bookingSummary } from './TourBookings';
import { useMayUse } from './admin-role';

interface TourFormValues {
  title: string;
  location: string;
  eventDate: string;
  eventTime: string;
  address: string;
  description: string;
  completed: boolean;
  /** A number input: formik holds '' while it is empty (no limit). */
  capacity: number | '';
}

const EMPTY: TourFormValues = {
  title: '',
  location: '',
  eventDate: '',
  eventTime: '',
  address: '',
  description: '',
  completed: false,
  capacity: '',
};

function toFormValues(event: TourEvent): TourFormValues {
  return {
    title: event.title,
    location: event.location,
    eventDate: event.eventDate,
    eventTime: event.eventTime ?? '',
    address: event.address ?? '',
    description: event.description ?? '',
    completed: event.completed === 1,
    capacity: event.capacity ?? '',
  };
}

/** Section 2 of the panel: the tour stops' form, in add or edit mode, their list with their bookings. */
export function TourSection() {
  // The editor changes the stops; the inbox reads their bookings (names and addresses); the owner does both.
  const canEdit = useMayUse('content');
  const canReadBookings = useMayUse('inbox');
  const { data: events, error, isLoading, mutate } = useApi(API.tourEvents);
  const { data: counts } = useApi(API.adminRsvpCounts);
  const [editingId, setEditingId] = useState<number | null>(null);
  const [bookingsOf, setBookingsOf] = useState<number | null>(null);
  const viewing = events?.find((event) => event.id === bookingsOf) ?? null;
  const bookingsRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (bookingsOf !== null) bookingsRef.current?.focus();
  }, [bookingsOf]);
  // Read from the list, so a stop deleted while being edited puts the form back in add mode.
  const editing = events?.find((event) => event.id === editingId) ?? null;
  const report = useFailureReporter();
  const listHeading = useRef<HTMLHeadingElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const confirmPublishing = useConfirmPublishing();
  // After the click on "Modifica", once the form holds the stop's values: the keyboard goes where the editing happens.
  useEffect(() => {
    if (editingId !== null) formRef.current?.querySelector('input')?.focus({ preventScroll: true });
  }, [editingId]);

  const submit = async (values: TourFormValues, helpers: FormikHelpers<TourFormValues>) => {
    if (!editing && !confirmPublishing()) return;
    try {
      if (editing) {
        await send('PUT', itemPath(API.tourEvent, editing.id), values, { form: helpers });
        notify.success('Tappa aggiornata');
        // A new, empty form in add mode (the key below).
        setEditingId(null);
      } else {
        await send('POST', API.tourEvents, values, { form: helpers });
        notify.success('Tappa aggiunta');
        helpers.resetForm({ values: EMPTY });
      }
      await mutate();
    } catch (failure) {
      report(failure, editing ? ERROR_TEXTS.updateEvent : ERROR_TEXTS.addEvent);
    }
  };

  const startEditing = (event: TourEvent) => {
    setEditingId(event.id);
    // Smoothly, unless the admin's system asks for less motion: the page's scroll-behavior (global.css) decides.
    formRef.current?.scrollIntoView({ block: 'start' });
  };

  return (
    <section id="tappe" className="admin-section" aria-labelledby="tappe-titolo">
      <h2 id="tappe-titolo">Gestione Tappe del Tour</h2>
      {/* One form per stop edited, mounted with its values in the commit that shows it: a form reinitialised in a
          later effect would overwrite what the admin had already typed or ticked; a refresh of the list while
          editing changes nothing the admin sees. */}
      {canEdit && (
        <Formik
          key={editing?.id ?? 'nuova'}
          initialValues={editing ? toFormValues(editing) : EMPTY}
          validationSchema={tourEventSchema}
          onSubmit={submit}
        >
          {({ isSubmitting }) => (
            <Form
              ref={formRef}
              className="admin-card admin-form"
              aria-label={editing ? 'Modifica tappa' : 'Nuova tappa'}
            >
              {editing && (
                <p className="admin-editing" role="status">
                  Stai modificando: <strong>{editing.title}</strong>
                </p>
              )}
              <div className="admin-grid">
                <TextField name="title" label="Titolo" required />
                <TextField name="location" label="Località" required />
                <TextField name="eventDate" label="Data" type="date" required />
                <TextField
                  name="eventTime"
                  label="Orario"
                  hint="Come vuoi che appaia: 18:00, ore 18.30, dalle 18 alle 20…"
                  autoComplete="off"
                />
              </div>
              <TextField name="address" label="Indirizzo" autoComplete="off" />
              <TextField
                name="capacity"
                label="Posti disponibili (facoltativo)"
                type="number"
                min={1}
                step={1}
                hint="Quante persone possono prenotarsi con «Ci sarò»; vuoto: senza limite."
              />
              <TextareaField name="description" label="Descrizione" />
              <CheckboxField name="completed" label="Tappa già effettuata" />
              <div className="admin-actions">
                <button type="submit" className="button" disabled={isSubmitting}>
                  {editing ? 'Aggiorna Tappa' : 'Aggiungi Tappa'}
                </button>
                {editing && (
                  <button type="button" className="button button--secondary" onClick={() => setEditingId(null)}>
                    Annulla
                  </button>
                )}
              </div>
            </Form>
          )}
        </Formik>
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
          <button type="button" className="button button--secondary" onClick={() => setBookingsOf(null)}>
            Chiudi le prenotazioni
          </button>
        </div>
      )}
    </section>
  );
}
