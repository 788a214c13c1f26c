import { useField } from 'formik';
import { useId, type InputHTMLAttributes, type ReactNode } from 'react';

interface FieldProps {
  name: string;
  label: string;
  required?: boolean;
  hint?: ReactNode;
}

type InputProps = FieldProps & Omit<InputHTMLAttributes<HTMLInputElement>, 'name' | 'required'> & { multiline?: false };
type TextareaProps = FieldProps & { multiline: true; rows?: number; autoComplete?: string };

/**
 * A labelled formik input with its error announced and tied to it (aria-describedby), as every admin form
 * needs; required fields carry a visible "*" and the native required state.
 */
export function FormField(props: InputProps | TextareaProps) {
  const { name, label, required, hint } = props;
  const [field, meta] = useField<string | number>(name);
  // Several forms on the panel share field names (title, description): ids must stay unique.
  const id = `${useId()}-${name}`;
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const showError = Boolean(meta.touched && meta.error);
  const describedBy = [hint ? hintId : '', showError ? errorId : ''].filter(Boolean).join(' ') || undefined;
  const common = {
    id,
    ...field,
    value: field.value ?? '',
    required,
    'aria-invalid': showError || undefined,
    'aria-describedby': describedBy,
  };
  return (
    <div className="field">
      <label htmlFor={id}>
        {label}
        {required && <span aria-hidden="true"> *</span>}
      </label>
      {hint && (
        <small id={hintId} className="admin-hint">
          {hint}
        </small>
      )}
      {props.multiline ? (
        <textarea {...common} rows={props.rows ?? 3} autoComplete={props.autoComplete} />
      ) : (
        <input {...stripFieldProps(props)} {...common} />
      )}
      {showError && (
        <span id={errorId} className="field-error">
          {meta.error}
        </span>
      )}
    </div>
  );
}

function stripFieldProps(props: InputProps): InputHTMLAttributes<HTMLInputElement> {
  const { name: _name, label: _label, required: _required, hint: _hint, multiline: _multiline, ...rest } = props;
  return rest;
}
