import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../../../test/web/api-server';
import { installAdminApi, openPanel } from '../../../../test/web/admin-api-server';
import { accountsApi } from '../../../../test/web/admin-accounts-api';
import type { TourEvent } from '../../../../core/schema/tour-event.schema';
import { generatePassword } from './AccountsSection';

afterEach(() => vi.restoreAllMocks());

const STOP: TourEvent = {
  id: 7,
  title: 'Comizio a Este',
  location: 'Este',
  eventDate: '2030-11-20',
  eventTime: null,
  description: null,
  address: null,
  completed: 0,
  capacity: null,
  full: 0,
  placesLeft: null,
  createdAt: '2025-10-01T10:00:00.000Z',
  version: 1,
};

const navLinks = () =>
  within(screen.getByRole('navigation', { name: 'Sezioni del pannello' }))
    .getAllByRole('link')
    .map((link) => link.textContent);

describe('what each role sees in the panel', () => {
  it('the owner: every section, "Amministratori" and "Registro attività" included', async () => {
    installAdminApi({ signedIn: true });
    await openPanel();
    expect(navLinks()).toEqual([
      'Mappa',
      'Tappe',
      'Turni',
      'Presenze',
      'Porta un amico',
      'Rappresentanti',
      'Materiali',
      'Messaggi',
      'Contenuti',
      'Trasparenza',
      'Andamento',
      'Amministratori',
      'Registro attività',
      'Verifica in due passaggi',
      'Password',
      'Sessioni',
    ]);
    expect(screen.getByText(/Accesso come/)).toHaveTextContent('Accesso come admin (Titolare)');
  });

  it('the editor: cities, stops (with their form, without the bookings), materials, content, password', async () => {
    installAdminApi({ signedIn: true, role: 'editor' });
    api.tourEvents = [STOP];
    await openPanel();
    expect(navLinks()).toEqual([
      'Mappa',
      'Tappe',
      'Turni',
      'Materiali',
      'Contenuti',
      'Andamento',
      'Verifica in due passaggi',
      'Password',
      'Sessioni',
    ]);
    expect(screen.getByRole('form', { name: 'Nuova tappa' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Modifica Comizio a Este' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Prenotazioni di Comizio a Este' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Messaggi e Iscrizioni' })).not.toBeInTheDocument();
  });

  it('the inbox: the stops to read their bookings (no form, no edit), the messages, password', async () => {
    installAdminApi({ signedIn: true, role: 'inbox' });
    api.tourEvents = [STOP];
    await openPanel();
    expect(navLinks()).toEqual([
      'Tappe',
      'Presenze',
      'Porta un amico',
      'Rappresentanti',
      'Messaggi',
      'Andamento',
      'Verifica in due passaggi',
      'Password',
      'Sessioni',
    ]);
    expect(await screen.findByRole('button', { name: 'Prenotazioni di Comizio a Este' })).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Nuova tappa' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Modifica Comizio a Este' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Elimina Comizio a Este' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Mappa dei Pin' })).not.toBeInTheDocument();
  });
});

describe('"Amministratori"', () => {
  beforeEach(() => installAdminApi({ signedIn: true }));

  it('adds an account with a generated password, shown once to hand over', async () => {
    const { user } = await openPanel();
    const form = screen.getByRole('form', { name: 'Nuovo amministratore' });
    const password = within(form).getByLabelText(/Password iniziale/) as HTMLInputElement;
    const given = password.value;
    expect(given).toMatch(/^[a-zA-Z2-9]{16}$/);
    await user.type(within(form).getByLabelText(/Username/), 'giulia');
    await user.selectOptions(within(form).getByLabelText(/Ruolo/), 'Segreteria');
    await user.click(within(form).getByRole('button', { name: 'Crea account' }));

    const handOver = await screen.findByText(/Password iniziale:/);
    expect(handOver).toHaveTextContent(`Account giulia creato. Password iniziale: ${given}`);
    expect(api.received['/api/admin/users']).toEqual([{ username: 'giulia', password: given, role: 'inbox' }]);
    expect(accountsApi.accounts.map((account) => [account.username, account.role])).toEqual([
      ['admin', 'owner'],
      ['giulia', 'inbox'],
    ]);
    expect(await screen.findByRole('heading', { name: 'giulia' })).toBeInTheDocument();
    // The form is ready for the next person, with a password of its own.
    expect(password.value).toMatch(/^[a-zA-Z2-9]{16}$/);
    expect(password.value).not.toBe(given);
    await user.click(screen.getByRole('button', { name: 'Fatto' }));
    expect(screen.queryByText(/Password iniziale:/)).not.toBeInTheDocument();
  });

  it('shows a taken username next to the field, and keeps what was typed', async () => {
    const { user } = await openPanel();
    const form = screen.getByRole('form', { name: 'Nuovo amministratore' });
    await user.type(within(form).getByLabelText(/Username/), 'ADMIN');
    await user.selectOptions(within(form).getByLabelText(/Ruolo/), 'Redazione');
    await user.click(within(form).getByRole('button', { name: 'Crea account' }));
    expect(await within(form).findByText('Esiste già un account con questo username')).toBeInTheDocument();
    expect(within(form).getByLabelText(/Username/)).toHaveValue('ADMIN');
    expect(accountsApi.accounts).toHaveLength(1);
  });

  it("changes another account's role, turns it off and on; never the signed-in owner's own", async () => {
    accountsApi.accounts.push({ ...accountsApi.accounts[0], id: 'b', username: 'marco', role: 'editor' });
    const { user } = await openPanel();
    expect(await screen.findByText('Il tuo account')).toBeInTheDocument();
    expect(screen.queryByLabelText('Ruolo di admin')).not.toBeInTheDocument();

    await user.selectOptions(await screen.findByLabelText('Ruolo di marco'), 'Segreteria');
    expect(await screen.findByText('Ruolo di marco aggiornato')).toBeInTheDocument();
    expect(accountsApi.accounts[1].role).toBe('inbox');

    await user.click(screen.getByRole('button', { name: 'Disattiva marco' }));
    expect(await screen.findByText(/Disattivato il/)).toBeInTheDocument();
    expect(accountsApi.accounts[1].disabledAt).not.toBeNull();
    await user.click(await screen.findByRole('button', { name: 'Riattiva marco' }));
    expect(await screen.findByRole('button', { name: 'Disattiva marco' })).toBeInTheDocument();
  });
});

describe('generatePassword', () => {
  it('gives 16 characters without look-alikes, different each time', () => {
    const passwords = new Set(Array.from({ length: 50 }, generatePassword));
    expect(passwords.size).toBe(50);
    for (const password of passwords) expect(password).toMatch(/^[a-km-zA-HJ-NP-Z2-9]{16}$/);
  });
});
