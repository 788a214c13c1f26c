import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { installAdminApi, openPanel } from '../../../../test/web/admin-api-server';
import { accountsApi } from '../../../../test/web/admin-accounts-api';
import { browserName } from './SessionsSection';

describe('"Le tue sessioni"', () => {
  beforeEach(() => {
    installAdminApi({ signedIn: true });
    accountsApi.sessions.push(
      {
        id: '1111111111111111',
        current: false,
        userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) Version/18.0 Mobile Safari/604.1',
        address: '198.51.100.0/24',
        createdAt: '2025-11-19T08:00:00.000Z',
        lastSeen: '2025-11-19T18:30:00.000Z',
      },
      {
        id: '2222222222222222',
        current: false,
        userAgent: 'Mozilla/5.0 (Windows NT 10.0) Chrome/142.0 Safari/537.36',
        address: '192.0.2.0/24',
        createdAt: '2025-11-18T08:00:00.000Z',
        lastSeen: null,
      },
    );
  });

  it('lists where the account is signed in, this browser marked; ends one, then all the others', async () => {
    const { user } = await openPanel();
    const section = screen.getByRole('region', { name: 'Le tue sessioni' });
    expect(await within(section).findByRole('heading', { name: 'Safari su iPhone o iPad' })).toBeInTheDocument();
    expect(within(section).getByRole('heading', { name: 'Firefox su Linux' })).toBeInTheDocument();
    expect(within(section).getByText('Questa sessione')).toBeInTheDocument();

    await user.click(
      within(section).getByRole('button', { name: 'Termina la sessione Safari su iPhone o iPad (198.51.100.0/24)' }),
    );
    expect(await screen.findByText('Sessione terminata')).toBeInTheDocument();
    expect(accountsApi.sessions.map((session) => session.id)).toEqual(['0123456789abcdef', '2222222222222222']);

    await user.click(within(section).getByRole('button', { name: 'Termina tutte le altre sessioni' }));
    expect(await screen.findByText('Altre sessioni terminate')).toBeInTheDocument();
    expect(accountsApi.sessions.map((session) => session.id)).toEqual(['0123456789abcdef']);
    expect(within(section).queryByRole('button', { name: 'Termina tutte le altre sessioni' })).not.toBeInTheDocument();
  });
});

describe('browserName', () => {
  it('names the browser and the system in a few words', () => {
    expect(browserName('Mozilla/5.0 (Linux; Android 15) Chrome/142.0 Mobile Safari/537.36')).toBe('Chrome su Android');
    expect(browserName('Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15) Version/18.0 Safari/605.1.15')).toBe(
      'Safari su Mac',
    );
    expect(browserName('Mozilla/5.0 (Windows NT 10.0) Chrome/142.0 Safari/537.36 Edg/142.0')).toBe('Edge su Windows');
    expect(browserName(null)).toBe('Browser sconosciuto');
    expect(browserName('curl/8.5.0')).toBe('curl/8.5.0');
  });
});
