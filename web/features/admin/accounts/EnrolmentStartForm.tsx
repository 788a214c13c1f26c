import { Formik, type FormikHelpers } from 'formik';
import { twoFactorStartSchema } from '../../../../core/schema/two-factor.schema';
import { TextField } from '../../../components/form/fields';
import { Form } from '../../../components/form/Form';

/** What starting an enrolment asks: the password, and a current code when a phone is already enrolled. */
export interface EnrolmentStartValues {
  currentPassword: string;
  currentCode?: string;
}

interface EnrolmentStartFormProps {
  /** A phone is already enrolled: its current code is asked too. */
  replacing: boolean;
  onSubmit: (values: EnrolmentStartValues, helpers: FormikHelpers<EnrolmentStartValues>) => Promise<void>;
}

/**
 * Before a QR code is shown, whoever asks proves again who they are (the server checks the same schema): a borrowed
 * session must not be able to move the second factor to another phone.
 */
export function EnrolmentStartForm({ replacing, onSubmit }: EnrolmentStartFormProps) {
  const initialValues: EnrolmentStartValues = replacing
    ? { currentPassword: '', currentCode: '' }
    : { currentPassword: '' };
  return (
    <Formik initialValues={initialValues} validationSchema={twoFactorStartSchema} onSubmit={onSubmit}>
      {({ isSubmitting }) => (
        <Form
          className="admin-card admin-form"
          aria-label={replacing ? 'Cambia il telefono della verifica' : 'Attiva la verifica in due passaggi'}
        >
          <TextField
            name="currentPassword"
            label="Password attuale"
            type="password"
            required
            autoComplete="current-password"
          />
          {replacing && (
            <TextField
              name="currentCode"
              label="Codice dall’app in uso"
              required
              inputMode="numeric"
              autoComplete="one-time-code"
              autoCapitalize="none"
              spellCheck={false}
            />
          )}
          <button type="submit" className="button" disabled={isSubmitting}>
            {replacing ? 'Cambia telefono' : 'Attiva'}
          </button>
        </Form>
      )}
    </Formik>
  );
}
