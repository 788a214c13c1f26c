import { Formik, type FormikHelpers } from 'formik';
import { passwordChangeFormSchema } from '../../../../core/schema/admin.schema';
import { TextField } from '../../../components/form/fields';
import { Form } from '../../../components/form/Form';
import { send } from '../../../lib/api';
import { notify } from '../../../lib/toast';
import { API } from '../../../../core/api-paths';
import { ERROR_TEXTS, useFailureReporter } from '../admin-errors';

interface PasswordFormValues {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}

const EMPTY: PasswordFormValues = { currentPassword: '', newPassword: '', confirmPassword: '' };

/** Beyond the spec: the admin changes their own password; every other session of the account ends. */
export function PasswordSection() {
  const report = useFailureReporter();

  const submit = async (values: PasswordFormValues, helpers: FormikHelpers<PasswordFormValues>) => {
    try {
      await send('POST', API.password, values, { form: helpers });
      notify.success('Password aggiornata', 'Le altre sessioni aperte con questo account sono state chiuse.');
      helpers.resetForm({ values: EMPTY });
    } catch (failure) {
      report(failure, ERROR_TEXTS.updatePassword);
    }
  };

  return (
    <section id="password" className="admin-section" aria-labelledby="password-titolo">
      <h2 id="password-titolo">Cambia Password</h2>
      <Formik initialValues={EMPTY} validationSchema={passwordChangeFormSchema} onSubmit={submit}>
        {({ isSubmitting }) => (
          <Form className="admin-card admin-form" aria-label="Cambio password">
            <TextField
              name="currentPassword"
              label="Password attuale"
              type="password"
              required
              autoComplete="current-password"
            />
            <TextField
              name="newPassword"
              label="Nuova password"
              type="password"
              required
              autoComplete="new-password"
              hint="Almeno 10 caratteri"
            />
            <TextField
              name="confirmPassword"
              label="Conferma la nuova password"
              type="password"
              required
              autoComplete="new-password"
            />
            <div className="admin-actions">
              <button type="submit" className="button" disabled={isSubmitting}>
                Aggiorna Password
              </button>
            </div>
          </Form>
        )}
      </Formik>
    </section>
  );
}
