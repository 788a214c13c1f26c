import { Formik, type FormikHelpers } from 'formik';
import { useState, type RefObject } from 'react';
import { API } from '../../../../core/api-paths';
import { itemPath } from '../../../../core/api-contract';
import { formatLongDate } from '../../../../core/dates';
import { tourEventSchema, type TourEvent } from '../../../../core/schema/tour-event.schema';
import { CheckboxField, TextareaField, TextField } from '../../../components/form/fields';
import { Form } from '../../../components/form/Form';
import { isStale, send } from '../../../lib/api';
import { notify } from '../../../lib/toast';
import { ERROR_TEXTS, useFailureReporter } from '../admin-errors';
import { EditActions, EditingNotice } from '../EditActions';
import { useConfirmPublishing } from '../electoral-silence';
import { StaleNotice, type SavedValue } from '../StaleNotice';

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

/** The stop's fields as another admin saved them, where they differ from what this form holds. */
function savedValues(current: TourEvent, typed: TourFormValues): SavedValue[] {
  const saved = toFormValues(current);
  const labels: Record<keyof TourFormValues, string> = {
    title: 'Titolo',
    location: 'Località',
    eventDate: 'Data',
    eventTime: 'Orario',
    address: 'Indirizzo',
    description: 'Descrizione',
    completed: 'Tappa già effettuata',
    capacity: 'Posti disponibili',
  };
  const shown = (name: keyof TourFormValues): string => {
    if (name === 'completed') return saved.completed ? 'Sì' : 'No';
    if (name === 'eventDate') return formatLongDate(saved.eventDate);
    return String(saved[name]);
  };
  return (Object.keys(labels) as (keyof TourFormValues)[])
    .filter((name) => String(saved[name]) !== String(typed[name]))
    .map((name) => ({ label: labels[name], value: shown(name) }));
}

interface TourStopFormProps {
  /** The stop being edited, or null to add one. */
  editing: TourEvent | null;
  /** The version the edit started from, sent as If-Match. */
  baseVersion: number | undefined;
  formRef: RefObject<HTMLFormElement | null>;
  /** The list is read again after every save. */
  onSaved: () => Promise<unknown>;
  /** Another admin saved the stop since: the edit now continues from their version. */
  onStale: (current: TourEvent) => void;
  /** Back to adding: after an update, or "Annulla". */
  onClose: () => void;
}

/**
 * A tour stop's form, in add or edit mode. One form per stop edited, mounted with its values in the commit that
 * shows it: a form reinitialised in a later effect would overwrite what the admin had already typed or ticked; a
 * refresh of the list while editing changes nothing the admin sees. A save that meets another admin's newer save
 * keeps what was typed and shows what they saved.
 */
export function TourStopForm({ editing, baseVersion, formRef, onSaved, onStale, onClose }: TourStopFormProps) {
  const report = useFailureReporter();
  const confirmPublishing = useConfirmPublishing();
  const [stale, setStale] = useState<SavedValue[] | null>(null);

  const submit = async (values: TourFormValues, helpers: FormikHelpers<TourFormValues>) => {
    if (!editing && !confirmPublishing()) return;
    try {
      if (editing) {
        await send('PUT', itemPath(API.tourEvent, editing.id), values, { form: helpers, ifMatch: baseVersion });
        notify.success('Tappa aggiornata');
        // A new, empty form in add mode (the key below).
        onClose();
      } else {
        await send('POST', API.tourEvents, values, { form: helpers });
        notify.success('Tappa aggiunta');
        helpers.resetForm({ values: EMPTY });
      }
      setStale(null);
      await onSaved();
    } catch (failure) {
      if (isStale(failure) && failure.current) {
        const current = failure.current as TourEvent;
        setStale(savedValues(current, values));
        onStale(current);
        await onSaved();
        return;
      }
      report(failure, editing ? ERROR_TEXTS.updateEvent : ERROR_TEXTS.addEvent);
    }
  };

  return (
    <Formik
      key={editing?.id ?? 'nuova'}
      initialValues={editing ? toFormValues(editing) : EMPTY}
      validationSchema={tourEventSchema}
      onSubmit={submit}
    >
      {({ isSubmitting }) => (
        <Form ref={formRef} className="admin-card admin-form" aria-label={editing ? 'Modifica tappa' : 'Nuova tappa'}>
          {stale && <StaleNotice saved={stale} />}
          {editing && <EditingNotice title={editing.title} />}
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
          <EditActions
            editing={editing !== null}
            submitting={isSubmitting}
            labels={['Aggiungi Tappa', 'Aggiorna Tappa']}
            onCancel={onClose}
          />
        </Form>
      )}
    </Formik>
  );
}
