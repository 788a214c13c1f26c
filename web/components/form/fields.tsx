import { useField, type FieldInputProps } from 'formik';
import {
  useId,
  type ChangeEvent,
  type FocusEvent,
  type InputHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from 'react';
import { useFormBlur } from './Form';

interface FieldProps {
  name: string;
  label: ReactNode;
  /** Shown under the label and read with the field (aria-describedby). */
  hint?: ReactNode;
  /** Native required state plus a visible "*" that screen readers skip (they announce "required"). */
  required?: boolean;
}

/** The field's props with its blur run as the form runs blurs: after the next paint (see Form). */
function useDeferredBlur<V>(field: FieldInputProps<V>): FieldInputProps<V> {
  const later = useFormBlur();
  return { ...field, onBlur: (event: FocusEvent) => later(() => field.onBlur(event)) };
}

/** What the control needs from its field: ids, the error once the field was touched, and the ARIA links. */
function useFieldAria<V>(name: string, hint: ReactNode) {
  const [formikField, meta, helpers] = useField<V>(name);
  const field = useDeferredBlur(formikField);
  // Several forms on a page share field names (the admin's title, description): ids must stay unique.
  const id = `${useId()}-${name}`;
  const error = meta.touched && meta.error ? meta.error : undefined;
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const aria = {
    'aria-invalid': error ? true : undefined,
    'aria-describedby': [hintId, errorId].filter(Boolean).join(' ') || undefined,
  } as const;
  return { field, helpers, id, error, hintId, errorId, aria };
}

function FieldError({ id, message }: { id: string | undefined; message: string | undefined }) {
  if (!id || !message) return null;
  return (
    <p id={id} className="field-error">
      {message}
    </p>
  );
}

function RequiredMarker({ required }: { required?: boolean }) {
  return required ? <span aria-hidden="true"> *</span> : null;
}

/** Label, hint, control and error of the one-column fields, in the order they are read. */
function FieldFrame(props: {
  id: string;
  label: ReactNode;
  required?: boolean;
  hint: ReactNode;
  hintId?: string;
  error?: string;
  errorId?: string;
  children: ReactNode;
}) {
  return (
    <div className="field">
      <label htmlFor={props.id}>
        {props.label}
        <RequiredMarker required={props.required} />
      </label>
      {props.hint && (
        <small id={props.hintId} className="field-hint">
          {props.hint}
        </small>
      )}
      {props.children}
      <FieldError id={props.errorId} message={props.error} />
    </div>
  );
}

type InputAttributes = Omit<InputHTMLAttributes<HTMLInputElement>, 'name' | 'id' | 'required' | 'value' | 'checked'>;

interface TextFieldProps extends FieldProps, Omit<InputAttributes, 'onChange' | 'onBlur'> {
  /** Rewrites what is typed before the form keeps it (e.g. upper case). */
  format?: (typed: string) => string;
}

/** A labelled text input (text, email, tel, url, password, date, time, number) bound to a formik field. */
export function TextField({ name, label, hint, required, format, ...input }: TextFieldProps) {
  const { field, helpers, id, error, hintId, errorId, aria } = useFieldAria<string | number>(name, hint);
  const onChange = format
    ? (event: ChangeEvent<HTMLInputElement>) => void helpers.setValue(format(event.target.value))
    : field.onChange;
  return (
    <FieldFrame id={id} label={label} required={required} hint={hint} hintId={hintId} error={error} errorId={errorId}>
      <input
        type="text"
        {...input}
        {...field}
        value={field.value ?? ''}
        onChange={onChange}
        id={id}
        required={required}
        {...aria}
      />
    </FieldFrame>
  );
}

type TextareaAttributes = Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'name' | 'id' | 'required' | 'value'>;

type TextareaFieldProps = FieldProps & Omit<TextareaAttributes, 'onChange' | 'onBlur'>;

/** A labelled multi-line text bound to a formik field. */
export function TextareaField({ name, label, hint, required, rows = 3, ...textarea }: TextareaFieldProps) {
  const { field, id, error, hintId, errorId, aria } = useFieldAria<string>(name, hint);
  return (
    <FieldFrame id={id} label={label} required={required} hint={hint} hintId={hintId} error={error} errorId={errorId}>
      <textarea rows={rows} {...textarea} {...field} value={field.value ?? ''} id={id} required={required} {...aria} />
    </FieldFrame>
  );
}

type SelectAttributes = Omit<SelectHTMLAttributes<HTMLSelectElement>, 'name' | 'id' | 'required' | 'value'>;

type SelectFieldProps = FieldProps & Omit<SelectAttributes, 'onChange' | 'onBlur'> & { children: ReactNode };

/** A labelled choice among the given options, bound to a formik field. */
export function SelectField({ name, label, hint, required, children, ...select }: SelectFieldProps) {
  const { field, id, error, hintId, errorId, aria } = useFieldAria<string>(name, hint);
  return (
    <FieldFrame id={id} label={label} required={required} hint={hint} hintId={hintId} error={error} errorId={errorId}>
      <select {...select} {...field} value={field.value ?? ''} id={id} required={required} {...aria}>
        {children}
      </select>
    </FieldFrame>
  );
}

type CheckboxFieldProps = FieldProps & Omit<InputAttributes, 'type' | 'onChange' | 'onBlur'>;

/** A checkbox with its label beside it (the label may hold a link), bound to a boolean formik field. */
export function CheckboxField({ name, label, hint, required, ...input }: CheckboxFieldProps) {
  const { field, id, error, hintId, errorId, aria } = useFieldAria<boolean>(name, hint);
  return (
    <>
      <div className="checkbox">
        <input
          {...input}
          type="checkbox"
          name={field.name}
          checked={Boolean(field.value)}
          onChange={field.onChange}
          onBlur={field.onBlur}
          id={id}
          required={required}
          {...aria}
        />
        <label htmlFor={id}>
          {label}
          <RequiredMarker required={required} />
        </label>
      </div>
      {hint && (
        <small id={hintId} className="field-hint">
          {hint}
        </small>
      )}
      <FieldError id={errorId} message={error} />
    </>
  );
}

/** One checkbox of a group: its value is in the group's array while checked. */
function GroupCheckbox({ name, value, label }: { name: string; value: string; label: ReactNode }) {
  const field = useDeferredBlur(useField({ name, type: 'checkbox', value })[0]);
  const id = `${useId()}-${name}-${value}`;
  return (
    <div className="checkbox">
      <input {...field} type="checkbox" id={id} />
      <label htmlFor={id}>{label}</label>
    </div>
  );
}

interface CheckboxGroupFieldProps {
  /** The formik field: an array of the checked options' values. */
  name: string;
  legend: ReactNode;
  options: readonly { value: string; label: ReactNode }[];
  required?: boolean;
}

/** Several choices as checkboxes under one legend (a fieldset), bound to an array formik field. */
export function CheckboxGroupField({ name, legend, options, required }: CheckboxGroupFieldProps) {
  const [, meta] = useField<string[]>(name);
  const errorId = `${useId()}-${name}-error`;
  const error = meta.touched && typeof meta.error === 'string' ? meta.error : undefined;
  return (
    <fieldset className="field checkbox-group" aria-describedby={error ? errorId : undefined}>
      <legend>
        {legend}
        <RequiredMarker required={required} />
      </legend>
      {options.map((option) => (
        <GroupCheckbox key={option.value} name={name} value={option.value} label={option.label} />
      ))}
      <FieldError id={error ? errorId : undefined} message={error} />
    </fieldset>
  );
}

/** Who a public form is from: name and email, required, and the phone, free text and optional. */
export function PersonFields() {
  return (
    <>
      <TextField name="name" label="Nome e cognome" autoComplete="name" required />
      <TextField name="email" label="Email" type="email" autoComplete="email" required />
      <TextField name="phone" label="Telefono (facoltativo)" type="tel" autoComplete="tel" />
    </>
  );
}
