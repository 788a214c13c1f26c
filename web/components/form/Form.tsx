import { Form as FormikForm, getIn, useFormikContext, type FormikErrors } from 'formik';
import {
  createContext,
  forwardRef,
  useContext,
  useEffect,
  useImperativeHandle,
  useLayoutEffect,
  useRef,
  useState,
  type ComponentPropsWithoutRef,
  type SubmitEvent,
} from 'react';
import { useBeforeHydration } from '../../lib/deferred-hydration';
import { afterNextPaint } from '../../lib/next-task';

interface FormProps extends Omit<ComponentPropsWithoutRef<'form'>, 'noValidate'> {
  /**
   * The submit and the fields' blurs are handled after the next paint (AfterPaintWork): for the public forms a
   * visitor taps on a phone. The admin's forms and their tests keep handling them at once.
   */
  afterPaint?: boolean;
}

/** The first control of the form, in reading order, whose field has an error. */
function firstInvalidControl(form: HTMLFormElement, errors: FormikErrors<unknown>): HTMLElement | undefined {
  for (const element of Array.from(form.elements)) {
    const name = element.getAttribute('name');
    if (name && getIn(errors, name) && element instanceof HTMLElement) return element;
  }
  return undefined;
}

/**
 * What a tap or a key sets going in a form, run after the browser has painted the frame that follows it: formik
 * validates the whole schema and re-renders every field on a blur and on a submit, which held up that paint (the
 * tap's INP) by 20 to 70 ms at 4× CPU on a phone (docs/decisions/0051). A tap on the submit button takes the focus
 * off a field before its click submits: that blur and the submit run as one, and as the submit touches every
 * field the blur is dropped. A second submit before the first has started is the same one.
 */
class AfterPaintWork {
  private blurs: (() => void)[] = [];
  private submit: (() => void) | undefined;
  private scheduled = false;
  private gone = false;

  readonly blur = (work: () => void) => {
    this.blurs.push(work);
    this.schedule();
  };

  readonly send = (work: () => void) => {
    this.submit ??= work;
    this.schedule();
  };

  /** While the form is on the page (an effect's setup and cleanup: StrictMode runs them twice). */
  readonly stay = () => {
    this.gone = false;
    return () => {
      this.gone = true;
    };
  };

  private readonly schedule = () => {
    if (this.scheduled) return;
    this.scheduled = true;
    afterNextPaint(() => {
      const { blurs, submit } = this;
      this.blurs = [];
      this.submit = undefined;
      this.scheduled = false;
      if (this.gone) return;
      if (submit) submit();
      else blurs.forEach((work) => work());
    });
  };
}

type BlurHandling = (work: () => void) => void;

/** A field's blur, as its form runs it: after the next paint in a Form that says so, at once elsewhere. */
const BlurContext = createContext<BlurHandling | null>(null);

/** Runs a field's blur handling as its form says (see AfterPaintWork). */
export function useFormBlur(): BlurHandling {
  return useContext(BlurContext) ?? runNow;
}

const runNow: BlurHandling = (work) => work();

/**
 * A formik form as every form of the site needs it: the schema validates (not the browser's bubbles), and after
 * every submit that ends with errors — the schema's or the server's 400 — the keyboard goes to the first one.
 * With `afterPaint`, the submit and the blurs are handled after the next paint. Hydrated after the visitor typed
 * into its prerendered HTML (LoadWhenUsed), it takes over what they typed. Sent by the browser itself before any
 * code is there, it posts to its own page, so what was typed never lands in an address, a history or a log.
 */
export const Form = forwardRef<HTMLFormElement, FormProps>(function Form(
  { onSubmit, afterPaint = false, ...props },
  ref,
) {
  const formRef = useRef<HTMLFormElement>(null);
  useImperativeHandle(ref, () => formRef.current as HTMLFormElement);
  const { isSubmitting, submitCount, errors, values, setFieldValue, handleSubmit } = useFormikContext();
  const handledSubmit = useRef(submitCount);
  const beforeHydration = useBeforeHydration();
  const [later] = useState(() => new AfterPaintWork());
  useEffect(() => later.stay(), [later]);

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

  const submitAfterPaint = (event: SubmitEvent<HTMLFormElement>) => {
    // Now, while the event is being dispatched: the browser would send the form itself otherwise.
    event.preventDefault();
    // The errors the last change's validation found are known already: the keyboard goes to the first at once,
    // and the submit's own validation, after the paint, shows them all (the first one is the same).
    if (formRef.current) firstInvalidControl(formRef.current, errors)?.focus();
    later.send(() => (onSubmit ?? handleSubmit)(event));
  };

  const form = (
    <FormikForm
      method="post"
      {...props}
      onSubmit={afterPaint ? submitAfterPaint : (onSubmit ?? handleSubmit)}
      noValidate
      ref={formRef}
    />
  );
  return afterPaint ? <BlurContext value={later.blur}>{form}</BlurContext> : form;
});
