import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Formik } from 'formik';
import { describe, expect, it, vi } from 'vitest';
import * as yup from 'yup';
import { CheckboxField, SelectField, TextareaField, TextField } from './fields';
import { Form } from './Form';

// The schema lists the fields in another order than the screen: the focus must follow the screen.
const schema = yup.object({
  consent: yup.boolean().oneOf([true], 'Spunta la casella'),
  notes: yup.string().required('Scrivi una nota'),
  city: yup.string().required('Inserisci la città'),
  kind: yup.string().required('Scegli un tipo'),
});

const EMPTY = { city: '', kind: '', notes: '', consent: false };

function renderForm(onSubmit = vi.fn()) {
  const user = userEvent.setup();
  render(
    <Formik initialValues={EMPTY} validationSchema={schema} onSubmit={onSubmit}>
      <Form aria-label="Prova">
        <TextField name="city" label="Città" hint="Il comune di residenza" required />
        <SelectField name="kind" label="Tipo">
          <option value="">—</option>
          <option value="a">A</option>
          <option value="b">B</option>
        </SelectField>
        <TextareaField name="notes" label="Note" />
        <CheckboxField
          name="consent"
          label={
            <>
              Accetto le <a href="/privacy">condizioni</a>
            </>
          }
          required
        />
        <button type="submit">Invia</button>
      </Form>
    </Formik>,
  );
  return { user, onSubmit };
}

describe('the form kit', () => {
  it('ties the hint to its field, marks required fields and leaves the browser out of validation', () => {
    renderForm();
    const city = screen.getByRole('textbox', { name: 'Città' });
    expect(city).toBeRequired();
    expect(city).toHaveAccessibleDescription('Il comune di residenza');
    expect(city).not.toHaveAttribute('aria-invalid');
    const marker = screen.getByText('*', { selector: `label[for="${city.id}"] span` });
    expect(marker).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getByRole('checkbox', { name: 'Accetto le condizioni' })).toBeRequired();
    expect(screen.getByRole('link', { name: 'condizioni' })).toHaveAttribute('href', '/privacy');
    expect(screen.getByRole('form', { name: 'Prova' })).toHaveAttribute('novalidate');
  });

  it('shows each error once the submit fails, tied to its field, and focuses the first one on screen', async () => {
    const { user, onSubmit } = renderForm();
    await user.click(screen.getByRole('button', { name: 'Invia' }));

    const city = screen.getByRole('textbox', { name: 'Città' });
    expect(await screen.findByText('Inserisci la città')).toBeInTheDocument();
    expect(city).toHaveAttribute('aria-invalid', 'true');
    expect(city).toHaveAccessibleDescription('Il comune di residenza Inserisci la città');
    expect(screen.getByRole('combobox', { name: 'Tipo' })).toHaveAccessibleDescription('Scegli un tipo');
    expect(screen.getByRole('textbox', { name: 'Note' })).toHaveAccessibleDescription('Scrivi una nota');
    expect(screen.getByRole('checkbox', { name: /Accetto/ })).toHaveAccessibleDescription('Spunta la casella');
    expect(city).toHaveFocus();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('moves the focus to the first field still wrong on the next submit', async () => {
    const { user } = renderForm();
    await user.type(screen.getByRole('textbox', { name: 'Città' }), 'Padova');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Tipo' }), 'b');
    await user.click(screen.getByRole('button', { name: 'Invia' }));
    expect(await screen.findByText('Scrivi una nota')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Note' })).toHaveFocus();
    expect(screen.queryByText('Inserisci la città')).not.toBeInTheDocument();
  });

  it('submits the values once they are valid', async () => {
    const { user, onSubmit } = renderForm();
    await user.type(screen.getByRole('textbox', { name: 'Città' }), 'Padova');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Tipo' }), 'a');
    await user.type(screen.getByRole('textbox', { name: 'Note' }), 'Ciao');
    await user.click(screen.getByRole('checkbox', { name: /Accetto/ }));
    await user.click(screen.getByRole('button', { name: 'Invia' }));
    await vi.waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({ city: 'Padova', kind: 'a', notes: 'Ciao', consent: true });
  });
});
