import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LIST_REPRESENTATIVE_MESSAGES } from '../../../core/schema/list-representative.schema';
import { VOLUNTEER_MESSAGES } from '../../../core/schema/volunteer.schema';
import { api } from '../../../test/web/api-server';
import { renderRoute } from '../../../test/web/render';

/** The /volontari form, filled in but for the activities. */
async function filledForm() {
  const rendered = renderRoute('/volontari');
  const form = await screen.findByRole('form', { name: 'Offri la tua disponibilità' });
  const { user } = rendered;
  await user.type(within(form).getByLabelText(/Nome e cognome/), 'Marco Rossi');
  await user.type(within(form).getByLabelText(/^Email/), 'marco@example.it');
  await user.type(within(form).getByRole('combobox', { name: /^Comune/ }), 'Padova');
  await user.click(within(form).getByRole('checkbox', { name: /opinione politica/ }));
  return { user, form };
}

describe("/volontari: a rappresentante di lista's offer", () => {
  it('asks for birth date and place, electoral comune and section only once that activity is picked', async () => {
    const { user, form } = await filledForm();
    expect(within(form).queryByLabelText(/Data di nascita/)).toBeNull();
    await user.click(within(form).getByRole('checkbox', { name: 'Rappresentante di lista ai seggi' }));
    const group = within(form).getByRole('group', { name: 'Per la designazione come rappresentante di lista' });
    expect(within(group).getByLabelText(/Data di nascita/)).toHaveAttribute('type', 'date');
    expect(within(group).getByLabelText(/Luogo di nascita/)).toBeRequired();
    expect(within(group).getByRole('combobox', { name: /Comune di iscrizione/ })).toBeRequired();
    expect(within(group).getByLabelText(/La tua sezione elettorale/)).not.toBeRequired();
    await user.click(within(form).getByRole('checkbox', { name: 'Rappresentante di lista ai seggi' }));
    expect(within(form).queryByLabelText(/Data di nascita/)).toBeNull();
  });

  it('sends the offer as the API takes it', async () => {
    const { user, form } = await filledForm();
    await user.click(within(form).getByRole('checkbox', { name: 'Rappresentante di lista ai seggi' }));
    await user.type(within(form).getByLabelText(/Data di nascita/), '1990-05-17');
    await user.type(within(form).getByLabelText(/Luogo di nascita/), 'Este');
    await user.type(within(form).getByRole('combobox', { name: /Comune di iscrizione/ }), 'Padova');
    await user.type(within(form).getByLabelText(/La tua sezione elettorale/), '12');
    await user.click(within(form).getByRole('button', { name: 'Offri la tua disponibilità' }));
    expect(await screen.findByText(VOLUNTEER_MESSAGES.requested)).toBeInTheDocument();
    expect(api.received['/api/volunteers']).toEqual([
      expect.objectContaining({
        activities: ['rappresentante-di-lista'],
        birthDate: '1990-05-17',
        birthPlace: 'Este',
        electoralComune: 'Padova',
        electoralSection: '12',
      }),
    ]);
  });

  it('refuses an elector outside Veneto in its Italian sentence, and sends nothing', async () => {
    const { user, form } = await filledForm();
    await user.click(within(form).getByRole('checkbox', { name: 'Rappresentante di lista ai seggi' }));
    await user.type(within(form).getByLabelText(/Data di nascita/), '1990-05-17');
    await user.type(within(form).getByLabelText(/Luogo di nascita/), 'Milano');
    await user.type(within(form).getByRole('combobox', { name: /Comune di iscrizione/ }), 'Milano');
    await user.click(within(form).getByRole('button', { name: 'Offri la tua disponibilità' }));
    expect(await within(form).findByText(LIST_REPRESENTATIVE_MESSAGES.electoralComune)).toBeInTheDocument();
    expect(api.received['/api/volunteers']).toBeUndefined();
  });
});
