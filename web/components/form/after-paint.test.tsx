import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Formik } from 'formik';
import { describe, expect, it, vi } from 'vitest';
import { afterNextPaint } from '../../lib/next-task';
import { TextField } from './fields';
import { Form } from './Form';

const REQUIRED = 'Scrivi il nome';

/** A form that says what formik did: `validate` is called on every blur, change and submit it handles. */
function renderForm() {
  const validate = vi.fn((values: { name: string; city: string }) => (values.name ? {} : { name: REQUIRED }));
  const onSubmit = vi.fn();
  render(
    <Formik initialValues={{ name: '', city: '' }} validate={validate} onSubmit={onSubmit}>
      <Form aria-label="Prova" afterPaint>
        <TextField name="city" label="Città" />
        <TextField name="name" label="Nome" />
        <button type="submit">Invia</button>
      </Form>
    </Formik>,
  );
  const [city, name] = [screen.getByRole('textbox', { name: 'Città' }), screen.getByRole('textbox', { name: 'Nome' })];
  return { validate, onSubmit, city, name, button: screen.getByRole('button', { name: 'Invia' }) };
}

describe('a form handled after the paint', () => {
  it('leaves the tap with nothing done, then handles its blur and submit as the submit alone', async () => {
    const { validate, name, button } = renderForm();
    name.focus();
    // One tap on the button: the field loses the focus, then the form is sent.
    act(() => {
      fireEvent.blur(name);
      fireEvent.submit(button);
    });
    expect(validate).not.toHaveBeenCalled();
    expect(name).not.toHaveAttribute('aria-invalid');

    expect(await screen.findByText(REQUIRED)).toBeInTheDocument();
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveFocus();
    expect(validate).toHaveBeenCalledTimes(1);
  });

  it('sends the form once when it is sent twice before the paint', async () => {
    const { onSubmit, name, button } = renderForm();
    fireEvent.change(name, { target: { value: 'Maria' } });
    act(() => {
      fireEvent.submit(button);
      fireEvent.submit(button);
    });
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({ name: 'Maria', city: '' });
  });

  it('moves the keyboard at once to the first error already known, before the submit is handled', async () => {
    const { validate, name, city, button } = renderForm();
    fireEvent.change(city, { target: { value: 'Padova' } });
    await waitFor(() => expect(validate).toHaveBeenCalledTimes(1));
    await act(async () => {});
    button.focus();
    act(() => {
      fireEvent.submit(button);
    });
    expect(name).toHaveFocus();
    expect(screen.queryByText(REQUIRED)).not.toBeInTheDocument();
    expect(await screen.findByText(REQUIRED)).toBeInTheDocument();
    expect(name).toHaveFocus();
  });

  it('handles a blur alone after the paint', async () => {
    const { validate, name } = renderForm();
    act(() => {
      fireEvent.blur(name);
    });
    expect(validate).not.toHaveBeenCalled();
    expect(await screen.findByText(REQUIRED)).toBeInTheDocument();
    expect(validate).toHaveBeenCalledTimes(1);
  });
});

describe('afterNextPaint', () => {
  it('runs the work after the next frame, in a task of its own', async () => {
    const order: string[] = [];
    afterNextPaint(() => order.push('work'));
    requestAnimationFrame(() => order.push('frame'));
    order.push('now');
    await waitFor(() => expect(order).toEqual(['now', 'frame', 'work']));
  });

  it('runs the work at once on a hidden page, where no frame comes', () => {
    const visibility = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    try {
      const work = vi.fn();
      afterNextPaint(work);
      expect(work).toHaveBeenCalledTimes(1);
    } finally {
      visibility.mockRestore();
    }
  });
});
