import { Formik, type FormikHelpers } from 'formik';
import { checkInSchema } from '../../../../core/schema/check-in.schema';
import { Form } from '../../../components/form/Form';
import { TextField } from '../../../components/form/fields';
import type { PendingCheckIn } from './check-in-sender';

/** The code as the mail writes it, typed when the camera cannot read it. */
export function TypedCodeForm({ onCheckIn }: { onCheckIn: (checkIn: PendingCheckIn) => Promise<boolean> }) {
  const submit = async ({ code }: { code: string }, helpers: FormikHelpers<{ code: string }>) => {
    const body = checkInSchema.cast({ code }, { stripUnknown: true });
    if (await onCheckIn({ body, label: `Codice ${body.code}` })) helpers.resetForm();
  };
  return (
    <Formik initialValues={{ code: '' }} validationSchema={checkInSchema.pick(['code'])} onSubmit={submit}>
      {({ isSubmitting }) => (
        <Form className="door-code" aria-label="Registra un codice scritto">
          <TextField
            name="code"
            label="Codice di ingresso"
            hint="8 tra lettere e cifre, come nella email di conferma"
            required
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
          />
          <button type="submit" className="button door-button" disabled={isSubmitting}>
            Registra il codice
          </button>
        </Form>
      )}
    </Formik>
  );
}
