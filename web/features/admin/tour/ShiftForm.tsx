import { Formik, type FormikHelpers } from 'formik';
import { type RefObject } from 'react';
import { API } from '../../../../core/api-paths';
import { itemPath } from '../../../../core/api-contract';
import { shiftSchema, type Shift } from '../../../../core/schema/shift.schema';
import { SHIFT_ACTIVITIES, SHIFT_ACTIVITY_LABELS } from '../../../../core/shift-words';
import { SelectField, TextField } from '../../../components/form/fields';
import { Form } from '../../../components/form/Form';
import { isStale, send } from '../../../lib/api';
import { notify } from '../../../lib/toast';
import { ERROR_TEXTS, useFailureReporter } from '../admin-errors';
import { EditActions, EditingNotice } from '../EditActions';

type ShiftFormValues = Omit<
  Shift,
  'id' | 'version' | 'confirmed' | 'waiting' | 'pending' | 'createdAt' | 'full' | 'placesLeft' | 'capacity'
> & {
  /** A number input: formik holds '' while it is empty. */
  capacity: number | '';
};

const EMPTY: ShiftFormValues = {
  title: '',
  activity: 'banchetti',
  place: '',
  comune: '',
  date: '',
  start: '',
  end: '',
  capacity: '',
};

const toFormValues = ({ title, activity, place, comune, date, start, end, capacity }: Shift): ShiftFormValues => ({
  title,
  activity,
  place,
  comune,
  date,
  start,
  end,
  capacity,
});

interface ShiftFormProps {
  /** The shift being edited, or null to add one; its version goes as If-Match. */
  editing: Shift | null;
  formRef: RefObject<HTMLFormElement | null>;
  onSaved: () => Promise<unknown>;
  onClose: () => void;
}

/**
 * A shift's form, in add or edit mode. The server refuses a banchetto inside the electoral silence with the law's
 * reason, shown under the date; a save that meets another admin's newer one says so and keeps what was typed.
 */
export function ShiftForm({ editing, formRef, onSaved, onClose }: ShiftFormProps) {
  const report = useFailureReporter();

  const submit = async (values: ShiftFormValues, helpers: FormikHelpers<ShiftFormValues>) => {
    try {
      if (editing) {
        await send('PUT', itemPath(API.adminShift, editing.id), values, { form: helpers, ifMatch: editing.version });
        notify.success('Turno aggiornato');
        onClose();
      } else {
        await send('POST', API.adminShifts, values, { form: helpers });
        notify.success('Turno aggiunto');
        helpers.resetForm({ values: EMPTY });
      }
      await onSaved();
    } catch (failure) {
      if (isStale(failure)) {
        notify.error('Turno modificato da un altro amministratore', 'Ricarica il turno e ripeti la modifica.');
        await onSaved();
        return;
      }
      report(failure, editing ? ERROR_TEXTS.updateShift : ERROR_TEXTS.addShift);
    }
  };

  return (
    <Formik
      key={editing?.id ?? 'nuovo'}
      initialValues={editing ? toFormValues(editing) : EMPTY}
      validationSchema={shiftSchema}
      onSubmit={submit}
    >
      {({ isSubmitting }) => (
        <Form ref={formRef} className="admin-card admin-form" aria-label={editing ? 'Modifica turno' : 'Nuovo turno'}>
          {editing && <EditingNotice title={editing.title} />}
          <div className="admin-grid">
            <TextField name="title" label="Titolo" required />
            <SelectField name="activity" label="Attività del turno" required>
              {SHIFT_ACTIVITIES.map((activity) => (
                <option key={activity} value={activity}>
                  {SHIFT_ACTIVITY_LABELS[activity]}
                </option>
              ))}
            </SelectField>
            <TextField name="place" label="Luogo" required autoComplete="off" />
            <TextField name="comune" label="Comune" required autoComplete="off" />
            <TextField name="date" label="Data" type="date" required />
            <TextField name="start" label="Inizio" type="time" required />
            <TextField name="end" label="Fine" type="time" required />
            <TextField name="capacity" label="Posti" type="number" min={1} step={1} required />
          </div>
          <EditActions
            editing={editing !== null}
            submitting={isSubmitting}
            labels={['Aggiungi Turno', 'Aggiorna Turno']}
            onCancel={onClose}
          />
        </Form>
      )}
    </Formik>
  );
}
