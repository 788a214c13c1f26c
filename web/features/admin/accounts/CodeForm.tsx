import { Formik, type FormikHelpers } from 'formik';
import type { ReactNode } from 'react';
import { twoFactorCodeSchema } from '../../../../core/schema/two-factor.schema';
import { TextField } from '../../../components/form/fields';
import { Form } from '../../../components/form/Form';

/** What a code form holds: one code from the app, or a recovery code. */
export interface CodeValues {
  code: string;
}

interface CodeFormProps {
  /** The form's accessible name. */
  name: string;
  /** The field's label. */
  label?: string;
  submitLabel: string;
  className?: string;
  buttonClassName?: string;
  onSubmit: (values: CodeValues, helpers: FormikHelpers<CodeValues>) => Promise<void>;
  /** Said above the field. */
  children?: ReactNode;
}

/**
 * A form asking one code, as the login's second step and "Verifica in due passaggi" ask it: the numeric keyboard on
 * a phone, the code the phone's messages or password manager offers, the same schema as the server.
 */
export function CodeForm({
  name,
  label = 'Codice dall’app',
  submitLabel,
  className,
  buttonClassName = 'button',
  onSubmit,
  children,
}: CodeFormProps) {
  return (
    <Formik initialValues={{ code: '' }} validationSchema={twoFactorCodeSchema} onSubmit={onSubmit}>
      {({ isSubmitting }) => (
        <Form className={className} aria-label={name}>
          {children}
          <TextField
            name="code"
            label={label}
            required
            inputMode="numeric"
            autoComplete="one-time-code"
            autoCapitalize="none"
            spellCheck={false}
          />
          <button type="submit" className={buttonClassName} disabled={isSubmitting}>
            {submitLabel}
          </button>
        </Form>
      )}
    </Formik>
  );
}
