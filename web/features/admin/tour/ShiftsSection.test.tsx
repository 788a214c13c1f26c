import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { SHIFT_MESSAGES, type Shift } from '../../../../core/schema/shift.schema';
import { installAdminApi, openPanel } from '../../../../test/web/admin-api-server';
import { adminApi } from '../../../../test/web/admin-api-store';
import { shiftSignupsOf } from '../../../../test/web/admin-shifts-api';
import { api } from '../../../../test/web/api-server';

const SHIFT: Shift = {
  id: 9,
  title: 'Banchetto al mercato',
  activity: 'banchetti',
  place: 'Piazza delle Erbe',
  comune: 'Padova',
  date: '2030-11-08',
  start: '09:00',
  end: '12:30',
  capacity: 2,
  placesLeft: 0,
  full: 1,
  version: 3,
  confirmed: 2,
  waiting: 1,
  pending: 1,
  createdAt: '2025-10-01T08:00:00.000Z',
};

describe('"Turni dei volontari" in the panel', () => {
  it('lists the shifts with their counts and, on request, who took them', async () => {
    installAdminApi({ signedIn: true, role: 'editor' });
    api.shifts = [SHIFT];
    shiftSignupsOf.set(9, [
      {
        id: 1,
        name: 'Marta Rossi',
        email: 'marta@example.it',
        phone: null,
        status: 'confirmed',
        position: null,
        createdAt: '',
      },
      {
        id: 2,
        name: 'Luca Verdi',
        email: 'luca@example.it',
        phone: null,
        status: 'waiting',
        position: 1,
        createdAt: '',
      },
    ]);
    const { user } = await openPanel();
    const section = within(screen.getByRole('region', { name: 'Turni dei volontari' }));
    expect(await section.findByText("2 confermati su 2 posti · 1 in lista d'attesa · 1 da confermare")).toBeVisible();
    await user.click(section.getByRole('button', { name: 'Volontari di Banchetto al mercato' }));
    expect(await section.findByText('Marta Rossi')).toBeVisible();
    expect(section.getByText(/In lista d'attesa \(1\)/)).toBeVisible();

    // "Scrivi ai volontari del turno": counted from its confirmed volunteers, sent after the question.
    const composer = await screen.findByRole('form', { name: 'Messaggio ai volontari di Banchetto al mercato' });
    expect(await within(composer).findByText('Destinatari: 1 volontario confermato.')).toBeVisible();
    await user.type(within(composer).getByRole('textbox', { name: /Oggetto/ }), 'Gazebo blu');
    await user.type(within(composer).getByRole('textbox', { name: /Testo/ }), 'Ci troviamo al gazebo blu.');
    await user.click(within(composer).getByRole('button', { name: 'Invia...' }));
    await user.click(within(composer).getByRole('button', { name: 'Sì, invia' }));
    expect(await screen.findByText('Email in coda')).toBeInTheDocument();
    expect(adminApi.writes).toContain('POST /api/admin/shifts/9/messages');

    // "Rimuovi" asks first, then the person is off the list.
    vi.spyOn(window, 'confirm').mockImplementationOnce((question) => {
      expect(question).toContain('Togliere Marta Rossi dal turno «Banchetto al mercato»');
      return true;
    });
    await user.click(section.getByRole('button', { name: 'Togli Marta Rossi dal turno' }));
    await waitFor(() => expect(section.queryByText('Marta Rossi')).toBeNull());
    expect(adminApi.writes).toContain('DELETE /api/admin/shift-signups/1');
  });

  it('adds a shift with the form, and shows the silence refusal under the date', async () => {
    installAdminApi({ signedIn: true });
    const { user } = await openPanel();
    const form = within(screen.getByRole('form', { name: 'Nuovo turno' }));
    await user.type(form.getByRole('textbox', { name: /Titolo/ }), 'Volantini in centro');
    await user.selectOptions(form.getByRole('combobox', { name: /Attività/ }), 'volantinaggio');
    await user.type(form.getByRole('textbox', { name: /Luogo/ }), 'Corso del Popolo');
    await user.type(form.getByRole('textbox', { name: /Comune/ }), 'Rovigo');
    await user.type(form.getByLabelText(/Data/), '2030-10-12');
    await user.type(form.getByLabelText(/Inizio/), '09:00');
    await user.type(form.getByLabelText(/Fine/), '12:00');
    await user.type(form.getByRole('spinbutton', { name: /Posti/ }), '4');
    await user.click(form.getByRole('button', { name: 'Aggiungi Turno' }));
    expect(await screen.findByText('Turno aggiunto')).toBeInTheDocument();
    expect(api.shifts).toEqual([expect.objectContaining({ title: 'Volantini in centro', capacity: 4 })]);

    await user.type(form.getByRole('textbox', { name: /Titolo/ }), 'Banchetto');
    await user.selectOptions(form.getByRole('combobox', { name: /Attività/ }), 'banchetti');
    await user.type(form.getByRole('textbox', { name: /Luogo/ }), 'Piazza');
    await user.type(form.getByRole('textbox', { name: /Comune/ }), 'Rovigo');
    await user.type(form.getByLabelText(/Data/), '2025-11-22');
    await user.type(form.getByLabelText(/Inizio/), '09:00');
    await user.type(form.getByLabelText(/Fine/), '12:00');
    await user.type(form.getByRole('spinbutton', { name: /Posti/ }), '4');
    await user.click(form.getByRole('button', { name: 'Aggiungi Turno' }));
    expect(await form.findByText(SHIFT_MESSAGES.silence)).toBeVisible();
  });
});
