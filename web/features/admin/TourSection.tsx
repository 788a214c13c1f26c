import { Field, Form, Formik, type FormikHelpers } from 'formik';
import { useRef, useState } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import { tourEventSchema, type TourEvent } from '../../../db/schema/tour-event';
import { apiRequest } from '../../lib/api';
import { formatLongDate } from '../../lib/dates';
import { API } from '../../lib/swr';
import { notify } from '../../lib/toast';
import { ERROR_TEXTS, useFailureReporter } from './admin-errors';
import { FormField } from './FormField';
import { ListState } from './ListState';
import { useConfirmedDelete } from './useDelete';

interface TourFormValues {
  title: string;
  location: string;
  eventDate: string;
  eventTime: string;
  address: string;
  description: string;
  completed: boolean;
}

const EMPTY: TourFormValues = { title: '', location: '', eventDate: '', eventTime: '', address: '', description: '', completed: false };

function toFormValues(event: TourEvent): TourFormValues {
  return {
    title: event.title,
    location: event.location,
    eventDate: event.eventDate,
    eventTime: event.eventTime ?? '',
    address: event.address ?? '',
    description: event.description ?? '',
    completed: event.completed === 1,
  };
}

/** Section 2 of the panel: the tour stops' form, in add or edit mode, and their list. */
export function TourSection() {
  const { data: events, error, isLoading } = useSWR<TourEvent[]>(API.tourEvents);
  const [editing, setEditing] = useState<TourEvent | null>(null);
  const report = useFailureReporter();
  // Bound to the cache this screen reads (tests give each render its own).
  const { mutate } = useSWRConfig();
  const listHeading = useRef<HTMLHeadingElement>(null);
  const { remove, deleting } = useConfirmedDelete(API.tourEvents, listHeading);
  const formRef = useRef<HTMLFormElement>(null);

  const submit = async (values: TourFormValues, helpers: FormikHelpers<TourFormValues>) => {
    const body = tourEventSchema.cast(values, { stripUnknown: true });
    try {
      if (editing) {
        await apiRequest('PUT', `${API.tourEvents}/${editing.id}`, body);
        notify.success('Tappa aggiornata');
        setEditing(null);
      } else {
        await apiRequest('POST', API.tourEvents, body);
        notify.success('Tappa aggiunta');
      }
      helpers.resetForm({ values: EMPTY });
      await mutate(API.tourEvents);
    } catch (failure) {
      report(failure, editing ? ERROR_TEXTS.updateEvent : ERROR_TEXTS.addEvent, helpers.setErrors);
    }
  };

  const startEditing = (event: TourEvent) => {
    setEditing(event);
    formRef.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
    // After React shows the loaded values, put the keyboard where the editing happens.
    setTimeout(() => formRef.current?.querySelector('input')?.focus(), 0);
  };

  const onDelete = async (event: TourEvent) => {
    const removed = await remove(event.id, {
      confirm: `Eliminare la tappa "${event.title}"?`,
      success: 'Tappa rimossa',
      failure: ERROR_TEXTS.deleteEvent,
    });
    if (removed && editing?.id === event.id) setEditing(null);
  };

  return (
    <section id="tappe" className="admin-section" aria-labelledby="tappe-titolo">
      <h2 id="tappe-titolo">Gestione Tappe del Tour</h2>
      <Formik
        initialValues={editing ? toFormValues(editing) : EMPTY}
        enableReinitialize
        validationSchema={tourEventSchema}
        onSubmit={submit}
      >
        {({ isSubmitting, resetForm }) => (
          <Form noValidate ref={formRef} className="admin-card admin-form" aria-label={editing ? 'Modifica tappa' : 'Nuova tappa'}>
            {editing && (
              <p className="admin-editing" role="status">
                Stai modificando: <strong>{editing.title}</strong>
              </p>
            )}
            <div className="admin-grid">
              <FormField name="title" label="Titolo" required />
              <FormField name="location" label="Località" required />
              <FormField name="eventDate" label="Data" type="date" required />
              <FormField name="eventTime" label="Orario" type="time" hint="Per esempio 18:00" />
            </div>
            <FormField name="address" label="Indirizzo" autoComplete="off" />
            <FormField name="description" label="Descrizione" multiline />
            <label className="checkbox">
              <Field type="checkbox" name="completed" />
              <span>Tappa già effettuata</span>
            </label>
            <div className="admin-actions">
              <button type="submit" className="button" disabled={isSubmitting}>
                {editing ? 'Aggiorna Tappa' : 'Aggiungi Tappa'}
              </button>
              {editing && (
                <button
                  type="button"
                  className="button button--secondary"
                  onClick={() => {
                    setEditing(null);
                    resetForm({ values: EMPTY });
                  }}
                >
                  Annulla
                </button>
              )}
            </div>
          </Form>
        )}
      </Formik>

      <h3 ref={listHeading} tabIndex={-1}>Tappe ({events?.length ?? 0})</h3>
      <ListState items={events} error={error} isLoading={isLoading} empty="Nessuna tappa aggiunta ancora">
        {(items) => (
          <ul className="admin-list">
            {items.map((event) => (
              <li key={event.id} className="admin-card admin-item">
                <div className="admin-item__body">
                  <h4>{event.title}</h4>
                  <p>
                    {event.location} · {formatLongDate(event.eventDate)}
                    {event.eventTime && ` · ore ${event.eventTime}`}
                  </p>
                  {event.address && <p>{event.address}</p>}
                  <p className={event.completed ? 'admin-badge admin-badge--done' : 'admin-badge'}>
                    {event.completed ? 'Effettuata' : 'In programma'}
                  </p>
                </div>
                <div className="admin-item__actions">
                  <button type="button" className="button button--secondary" aria-label={`Modifica ${event.title}`} onClick={() => startEditing(event)}>
                    Modifica
                  </button>
                  <button
                    type="button"
                    className="button button--danger"
                    aria-label={`Elimina ${event.title}`}
                    disabled={deleting === event.id}
                    onClick={() => void onDelete(event)}
                  >
                    Elimina
                  </button>
                </div>
              </li>
            ))}
          </ul>
        )}
      </ListState>
    </section>
  );
}
