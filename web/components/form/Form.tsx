import { Form as FormikForm, getIn, useFormikContext, type FormikErrors } from 'formik';
import { forwardRef, useImperativeHandle, useLayoutEffect, useRef, type ComponentPropsWithoutRef } from 'react';
import { useBeforeHydration } from '../../lib/deferred-hydration';

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
 * Hydrated after the visitor typed into its prerendered HTML (LoadWhenUsed), it takes over what they typed. Sent
 * by the browser itself before any code is there, it posts to its own page, so what was typed never lands in an
 * address, a history or a log.
 */
export const Form = forwardRef<HTMLFormElement, FormProps>(function Form(props, ref) {
  const formRef = useRef<HTMLFormElement>(null);
  useImperativeHandle(ref, () => formRef.current as HTMLFormElement);
  const { isSubmitting, submitCount, errors, values, setFieldValue } = useFormikContext();
  const handledSubmit = useRef(submitCount);
  const beforeHydration = useBeforeHydration();

  // Once, in the commit that hydrates it: React keeps what the inputs hold, formik must hold it too.
  useLayoutEffect(() => {
    for (const [name, typed] of beforeHydration?.values ?? []) {
      const held: unknown = getIn(values, name);
      if (typeof held === typeof typed && held !== typed) void setFieldValue(name, typed, false);
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- on mount only: later values are the form's own
  }, []);

  // In the commit that shows the errors, before the browser paints them: the focus never lags behind the message.
  useLayoutEffect(() => {
    if (isSubmitting || submitCount === handledSubmit.current) return;
    handledSubmit.current = submitCount;
    if (formRef.current) firstInvalidControl(formRef.current, errors)?.focus();
  }, [isSubmitting, submitCount, errors]);

  return <FormikForm method="post" {...props} noValidate ref={formRef} />;
});
