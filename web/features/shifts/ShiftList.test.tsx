import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SHIFT_MESSAGES, type Shift } from '../../../core/schema/shift.schema';
import { api } from '../../../test/web/api-server';
import { SWRConfig } from 'swr';
import { renderWithToaster } from '../../../test/web/render';
import { AppProviders } from '../../app/AppProviders';
import { ShiftList } from './ShiftList';

/** The list as a page mounts it: with the app's fetcher and a fresh cache. */
const renderList = () =>
  renderWithToaster(
    <SWRConfig value={{ provider: () => new Map() }}>
      <AppProviders>
        <ShiftList />
      </AppProviders>
    </SWRConfig>,
  );

const shift = (fields: Partial<Shift>): Shift => ({
  id: 1,
  title: 'Banchetto al mercato',
  activity: 'banchetti',
  place: 'Piazza delle Erbe',
  comune: 'Padova',
  date: '2025-11-08',
  start: '09:00',
  end: '12:30',
  capacity: 3,
  placesLeft: 2,
  full: 0,
  version: 1,
  confirmed: 1,
  waiting: 0,
  pending: 0,
  createdAt: '2025-10-01T08:00:00.000Z',
  ...fields,
});

describe('the list of the volunteer shifts', () => {
  it('groups the shifts by comune and day, with their places, "Completo" and the waiting list', async () => {
    api.shifts = [
      shift({ id: 1 }),
      shift({ id: 2, title: 'Volantini in centro', activity: 'volantinaggio', placesLeft: 0, full: 1 }),
      shift({ id: 3, comune: 'Treviso', date: '2025-11-09', placesLeft: 1 }),
    ];
    renderList();
    const padova = within(await screen.findByRole('region', { name: 'Padova' }));
    expect(padova.getByRole('heading', { name: 'sabato 8 novembre 2025' })).toBeVisible();
    expect(padova.getByText('Restano 2 posti')).toBeVisible();
    expect(padova.getByText("Completo · Lista d'attesa")).toBeVisible();
    expect(padova.getAllByRole('button', { name: 'Mi prendo il turno' })).toHaveLength(2);
    const treviso = within(screen.getByRole('region', { name: 'Treviso' }));
    expect(treviso.getByText('Resta 1 posto')).toBeVisible();
  });

  it('opens the sign-up form when asked, every field labelled, and answers with one sentence', async () => {
    api.shifts = [shift({ id: 5 })];
    const { user } = renderList();
    await user.click(await screen.findByRole('button', { name: 'Mi prendo il turno' }));
    const form = within(await screen.findByRole('form', { name: 'Mi prendo il turno: Banchetto al mercato' }));
    await user.click(form.getByRole('button', { name: 'Mi prendo il turno' }));
    expect(await form.findByText(SHIFT_MESSAGES.privacy)).toBeVisible();
    await user.type(form.getByRole('textbox', { name: /Nome e cognome/ }), 'Marta Rossi');
    await user.type(form.getByRole('textbox', { name: /Email/ }), 'marta@example.it');
    await user.click(form.getByRole('checkbox', { name: /Acconsento/ }));
    await user.click(form.getByRole('button', { name: 'Mi prendo il turno' }));
    expect(await screen.findByText(SHIFT_MESSAGES.requested)).toHaveFocus();
    expect(api.received['/api/shifts/5/signups']).toEqual([
      expect.objectContaining({ name: 'Marta Rossi', email: 'marta@example.it', privacyAccepted: 1 }),
    ]);
  });
});
