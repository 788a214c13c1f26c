import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { api } from '../../../../test/web/api-server';
import { installAdminApi, openPanel } from '../../../../test/web/admin-api-server';
import { ADMIN_PASSWORD, adminApi } from '../../../../test/web/admin-api-store';

beforeEach(() => installAdminApi({ signedIn: true }));

const passwordForm = () => screen.getByRole('form', { name: 'Cambio password' });

describe('password change', () => {
  async function fill(
    user: Awaited<ReturnType<typeof openPanel>>['user'],
    current: string,
    next: string,
    confirm: string,
  ) {
    const form = passwordForm();
    await user.type(within(form).getByLabelText(/Password attuale/), current);
    await user.type(within(form).getByLabelText(/^Nuova password/), next);
    await user.type(within(form).getByLabelText(/Conferma la nuova password/), confirm);
    await user.click(within(form).getByRole('button', { name: 'Aggiorna Password' }));
  }

  it('changes the password: "Password aggiornata" and the form emptied', async () => {
    const { user } = await openPanel();
    expect(within(passwordForm()).getByLabelText(/Password attuale/)).toHaveAttribute(
      'autocomplete',
      'current-password',
    );
    expect(within(passwordForm()).getByLabelText(/^Nuova password/)).toHaveAttribute('autocomplete', 'new-password');
    await fill(user, ADMIN_PASSWORD, 'nuova-password-lunga', 'nuova-password-lunga');
    expect(await screen.findByText('Password aggiornata')).toBeInTheDocument();
    expect(api.received['/api/auth/password']).toEqual([
      { currentPassword: ADMIN_PASSWORD, newPassword: 'nuova-password-lunga' },
    ]);
    expect(within(passwordForm()).getByLabelText(/Password attuale/)).toHaveValue('');
  });

  it('shows the server’s message next to a wrong current password', async () => {
    const { user } = await openPanel();
    await fill(user, 'sbagliata', 'nuova-password-lunga', 'nuova-password-lunga');
    expect(await screen.findByText('La password attuale non è corretta')).toBeInTheDocument();
    expect(screen.getByText("Si è verificato un errore nell'aggiornamento della password")).toBeInTheDocument();
  });

  it('refuses a short or mistyped new password before sending', async () => {
    const { user } = await openPanel();
    await fill(user, ADMIN_PASSWORD, 'corta', 'diversa');
    expect(await screen.findByText('La password deve contenere almeno 10 caratteri')).toBeInTheDocument();
    expect(screen.getByText('Le due password non coincidono')).toBeInTheDocument();
    expect(adminApi.writes).toEqual([]);
  });
});
