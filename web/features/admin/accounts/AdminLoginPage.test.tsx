import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { api, server } from '../../../../test/web/api-server';
import { renderRoute } from '../../../../test/web/render';
import { installAdminApi } from '../../../../test/web/admin-api-server';
import { ADMIN_PASSWORD, adminApi } from '../../../../test/web/admin-api-store';

beforeEach(() => installAdminApi({ signedIn: false }));

async function fillIn(user: ReturnType<typeof renderRoute>['user'], username: string, password: string) {
  await screen.findByRole('heading', { name: 'Area Riservata' });
  await user.type(screen.getByLabelText(/Username/), username);
  await user.type(screen.getByLabelText(/Password/), password);
  await user.click(screen.getByRole('button', { name: 'Accedi' }));
}

describe('/admin-login', () => {
  it('offers labelled, required fields that password managers recognise', async () => {
    renderRoute('/admin-login');
    await screen.findByRole('heading', { name: 'Area Riservata' });
    const username = screen.getByLabelText(/Username/);
    const password = screen.getByLabelText(/Password/);
    expect(username).toHaveAttribute('autocomplete', 'username');
    expect(username).toBeRequired();
    expect(password).toHaveAttribute('autocomplete', 'current-password');
    expect(password).toHaveAttribute('type', 'password');
    expect(password).toBeRequired();
  });

  it('signs in, says "Login effettuato" and opens the panel', async () => {
    const { user } = renderRoute('/admin-login');
    await fillIn(user, 'admin', ADMIN_PASSWORD);
    expect(await screen.findByText('Login effettuato')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Pannello Amministrazione' })).toBeInTheDocument();
    expect(api.received['/api/login']).toEqual([{ username: 'admin', password: ADMIN_PASSWORD }]);
  });

  it('shows the server\'s message under "Errore" when the credentials are wrong, and stays', async () => {
    const { user } = renderRoute('/admin-login');
    await fillIn(user, 'admin', 'sbagliata');
    const toast = (await screen.findByText('Credenziali non valide')).closest('.toast-text') as HTMLElement;
    expect(within(toast).getByText('Errore')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Area Riservata' })).toBeInTheDocument();
    expect(screen.getByLabelText(/Username/)).toHaveValue('admin');
  });

  it('falls back on "Errore durante il login" when the server says nothing usable', async () => {
    server.use(http.post('*/api/login', () => new HttpResponse('Bad Gateway', { status: 502 })));
    const { user } = renderRoute('/admin-login');
    await fillIn(user, 'admin', ADMIN_PASSWORD);
    expect(await screen.findByText('Errore durante il login')).toBeInTheDocument();
    expect(screen.getByText('Errore')).toBeInTheDocument();
  });

  it('falls back on "Errore durante il login" when the network fails', async () => {
    server.use(http.post('*/api/login', () => HttpResponse.error()));
    const { user } = renderRoute('/admin-login');
    await fillIn(user, 'admin', ADMIN_PASSWORD);
    expect(await screen.findByText('Errore durante il login')).toBeInTheDocument();
  });

  it('checks the fields with the login schema before sending anything', async () => {
    const { user } = renderRoute('/admin-login');
    await screen.findByRole('heading', { name: 'Area Riservata' });
    await user.click(screen.getByRole('button', { name: 'Accedi' }));
    expect(await screen.findByText('Username richiesto')).toBeInTheDocument();
    expect(screen.getByText('Password richiesta')).toBeInTheDocument();
    expect(screen.getByLabelText(/Username/)).toHaveAttribute('aria-invalid', 'true');
    expect(adminApi.writes).toEqual([]);
  });
});
