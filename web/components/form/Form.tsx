import { Form as FormikForm, getIn, useFormikContext, type FormikErrors } from 'formik';
import { forwardRef, useImperativeHandle, useLayoutEffect, useRef, type ComponentPropsWithoutRef } from 'react';

type FormProps = Omit<ComponentPropsWithoutRef<'form'>, 'noValidate'>;

/** The first control of the form, in reading order, whose field has an error. */
function firstInvalidControl(form: HTMLFormElement, errors: FormikErrors<unknown>): HTMLElement | undefined {
  for (const element of Array.from(form.elements)) {
    const name = element.getAttribute('name');
    if (name && getIn(errors, name) && element instanceof HTMLElement) return element;
  }
  return undefined;
}

/**
 * A formik form as every form of the site needs it: the schema validates (not the browser's bubbles), and after
 * every submit that ends with errors — the schema's or the server's 400 — the keyboard goes to the first one.
 */
export const Form = forwardRef<HTMLFormElement, FormProps>(function Form(props, ref) {
  const formRef = useRef<HTMLFormElement>(null);
  useImperativeHandle(ref, () => formRef.current as HTMLFormElement);
  const { isSubmitting, submitCount, errors } = useFormikContext();
  const handledSubmit = useRef(submitCount);

  // In the commit that shows the errors, before the browser paints them: the focus never lags behind the message.
  useLayoutEffect(() => {
    if (isSubmitting || submitCount === handledSubmit.current) return;
    handledSubmit.current = submitCount;
    if (formRef.current) firstInvalidControl(formRef.current, errors)?.focus();
  }, [isSubmitting, submitCount, errors]);

  return <FormikForm {...props} noValidate ref={formRef} />;
});
