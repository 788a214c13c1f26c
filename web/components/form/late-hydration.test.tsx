import { act, waitFor } from '@testing-library/react';
import { Formik } from 'formik';
import { startTransition, useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CheckboxField, SelectField, TextField } from './fields';
import { Form } from './Form';
import { useFormGuard } from '../FormGuard';
import { prerenderThenHydrate } from '../../../test/web/prerender-then-hydrate';
import { lazyWithPreload } from '../../lib/lazy';
import { LoadWhenUsed } from '../../lib/deferred-hydration';

const submitted = vi.fn();

function Booking({ stopId }: { stopId: number }) {
  const { honeypot, guard } = useFormGuard();
  return (
    <Formik
      initialValues={{ name: '', people: '1', consent: false }}
      onSubmit={(values) => submitted({ stopId, ...values, fillTimeMs: guard().fillTimeMs })}
    >
      <Form aria-label="Prenota">
        {honeypot}
        <TextField name="name" label="Nome" />
        <SelectField name="people" label="Persone">
          <option value="1">1 persona</option>
          <option value="3">3 persone</option>
        </SelectField>
        <CheckboxField name="consent" label="Acconsento" />
        <button type="submit">Ci sarò</button>
      </Form>
    </Formik>
  );
}

const load = vi.fn(async () => Booking);
const DeferredBooking = lazyWithPreload(load);

/** A stop's page, and its link to the next stop, followed in the browser as a transition (as the router does). */
function StopPage() {
  const [stopId, setStopId] = useState(7);
  return (
    <main>
      <h1>Tappa {stopId}</h1>
      <LoadWhenUsed component={DeferredBooking} props={{ stopId }} />
      <button type="button" onClick={() => startTransition(() => setStopId(8))}>
        Tappa successiva
      </button>
    </main>
  );
}

/** A page whose booking form came in its HTML (the renderer loaded the form's code to write it), now hydrated. */
async function hydratedPage() {
  await DeferredBooking.preload();
  load.mockClear();
  const page = await prerenderThenHydrate(() => <StopPage />, {
    builtAt: '2025-11-01T10:00:00Z',
    openedAt: '2025-11-01T10:00:00Z',
    serverLacks: 'document',
  });
  vi.useRealTimers();
  const control = <T extends Element>(selector: string) => page.container.querySelector<T>(selector)!;
  return {
    ...page,
    form: control<HTMLFormElement>('form'),
    name: control<HTMLInputElement>('input[name="name"]'),
    people: control<HTMLSelectElement>('select[name="people"]'),
    consent: control<HTMLInputElement>('input[name="consent"]'),
  };
}

afterEach(() => {
  submitted.mockClear();
  document.body.innerHTML = '';
  vi.restoreAllMocks();
});

describe('a part hydrated at its first use', () => {
  it("keeps its HTML and loads nothing until touched, then takes over what was typed: text, a select's choice, a checkbox", async () => {
    const { errors, form, name, people, consent } = await hydratedPage();
    expect(load).not.toHaveBeenCalled();
    // Typed before the form's code came: in the inputs only, as a browser keeps it.
    name.value = 'Maria Rossi';
    people.value = '3';
    consent.checked = true;

    await act(async () => {
      name.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    });
    expect(load).toHaveBeenCalledTimes(1);
    // A submit once hydrated goes through the form's own handler, with what the inputs show.
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 10));
      form.requestSubmit();
    });
    await waitFor(() => expect(submitted).toHaveBeenCalledTimes(1));
    expect(submitted.mock.calls[0][0]).toMatchObject({ stopId: 7, name: 'Maria Rossi', people: '3', consent: true });
    expect([name.value, people.value, consent.checked]).toEqual(['Maria Rossi', '3', true]);
    expect(errors).not.toHaveBeenCalled();
  });

  it('holds a form sent before its code came, then sends it with what was typed, timed from when it was shown', async () => {
    const { form, name, consent } = await hydratedPage();
    name.value = 'Luca Bianchi';
    consent.checked = true;
    await new Promise((resolve) => setTimeout(resolve, 50));

    const sent = new Event('submit', { bubbles: true, cancelable: true });
    await act(async () => {
      form.dispatchEvent(sent);
    });
    // The browser would have sent it to the page's own address: held instead.
    expect(sent.defaultPrevented).toBe(true);
    await waitFor(() => expect(submitted).toHaveBeenCalledTimes(1));
    expect(submitted.mock.calls[0][0]).toMatchObject({ name: 'Luca Bianchi', people: '1', consent: true });
    // The form was on the screen since the page was, not since its code came.
    expect(submitted.mock.calls[0][0].fillTimeMs).toBeGreaterThanOrEqual(50);
  });

  it('renders afresh, at once, for another stop shown in the browser before the form was used', async () => {
    const { container } = await hydratedPage();
    await act(async () => {
      container.querySelector<HTMLButtonElement>('button[type="button"]')!.click();
    });
    await waitFor(() => expect(container.querySelector('h1')!.textContent).toBe('Tappa 8'));
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 10));
      container.querySelector('form')!.requestSubmit();
    });
    await waitFor(() => expect(submitted).toHaveBeenCalledTimes(1));
    expect(submitted.mock.calls[0][0]).toMatchObject({ stopId: 8 });
  });

  it('posts to its own page if the browser ever sends it itself', async () => {
    const { form } = await hydratedPage();
    expect(form.method).toBe('post');
  });
});
