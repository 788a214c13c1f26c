import type { FormikHelpers } from 'formik';
import { useEffect, useRef, useState } from 'react';
import { ApiError } from '../../lib/api';

/**
 * A public form whose answer replaces it (a booking request, a volunteer's sign-up): `submit` sends with `post`;
 * once sent, `sent` is true and the keyboard goes to the answer (`done`, its element); a refusal of the whole form
 * (too many tries, a stop that ended) is `refusal`, said once above the button, `failed` when the API gave no words.
 * A 400's field messages are next to their inputs already.
 */
export function useFormSending<V>(post: (values: V, helpers: FormikHelpers<V>) => Promise<unknown>, failed: string) {
  const [sent, setSent] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const done = useRef<HTMLParagraphElement>(null);

  useEffect(() => {
    if (sent) done.current?.focus();
  }, [sent]);

  const submit = async (values: V, helpers: FormikHelpers<V>) => {
    setRefusal(null);
    try {
      await post(values, helpers);
    } catch (error) {
      const failure = error instanceof ApiError ? error : undefined;
      if (!failure?.fields) setRefusal(failure && failure.status < 500 ? (failure.serverMessage ?? failed) : failed);
      return;
    }
    setSent(true);
  };

  return { sent, refusal, done, submit };
}
