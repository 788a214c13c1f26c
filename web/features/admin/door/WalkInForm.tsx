import { Formik, validateYupSchema, yupToFormErrors, type FormikErrors, type FormikHelpers } from 'formik';
import { checkInSchema } from '../../../../core/schema/check-in.schema';
import { MAX_PEOPLE } from '../../../../core/schema/rsvp.schema';
import { Form } from '../../../components/form/Form';
import { CheckboxField, SelectField, TextField } from '../../../components/form/fields';
import type { AttendanceRow } from '../../../../core/schema/check-in.schema';
import type { PendingCheckIn } from './check-in-sender';

interface WalkInValues {
  name: string;
  people: string;
  email: string;
  privacyAccepted: boolean;
}

const EMPTY: WalkInValues = { name: '', people: '1', email: '', privacyAccepted: false };

/** Who comes without a booking: a name, how many, and an email only with the consent to the thank-you mail. */
export function WalkInForm({
  subject,
  onCheckIn,
}: {
  subject: Pick<AttendanceRow, 'kind' | 'id'>;
  onCheckIn: (checkIn: PendingCheckIn) => Promise<boolean>;
}) {
  const where = subject.kind === 'stop' ? { tourEventId: subject.id } : { shiftId: subject.id };
  // The schema reads the values with the stop or shift they are for, as the server will.
  const validate = async (values: WalkInValues): Promise<FormikErrors<WalkInValues>> => {
    try {
      await validateYupSchema({ ...where, ...values }, checkInSchema);
      return {};
    } catch (error) {
      return yupToFormErrors(error);
    }
  };
  const submit = async (values: WalkInValues, helpers: FormikHelpers<WalkInValues>) => {
    const body = checkInSchema.cast({ ...where, ...values }, { stripUnknown: true });
    if (await onCheckIn({ body, label: values.name.trim() })) helpers.resetForm({ values: EMPTY });
  };
  return (
    <Formik initialValues={EMPTY} validate={validate} onSubmit={submit}>
      {({ isSubmitting }) => (
        <Form aria-label="Ingresso senza prenotazione">
          <h3>Senza prenotazione</h3>
          <TextField name="name" label="Nome" required autoComplete="off" />
          <SelectField name="people" label="Persone" required>
            {Array.from({ length: MAX_PEOPLE }, (_, index) => (
              <option key={index + 1} value={String(index + 1)}>
                {index + 1}
              </option>
            ))}
          </SelectField>
          <TextField name="email" label="Email (facoltativa)" type="email" autoComplete="off" />
          <CheckboxField
            name="privacyAccepted"
            label="La persona acconsente a ricevere una email di ringraziamento dopo la tappa (informativa su /privacy)"
          />
          <button type="submit" className="button door-button" disabled={isSubmitting}>
            Registra l'ingresso
          </button>
        </Form>
      )}
    </Formik>
  );
}
