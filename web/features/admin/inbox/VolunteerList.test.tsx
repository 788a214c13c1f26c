import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { API } from '../../../../core/api-paths';
import type { Volunteer } from '../../../../core/schema/volunteer.schema';
import { handle, server } from '../../../../test/web/api-server';
import { installAdminApi, openPanel } from '../../../../test/web/admin-api-server';
import { adminApi } from '../../../../test/web/admin-api-store';

const MARCO: Volunteer = {
  id: 1,
  name: 'Marco Rossi',
  email: 'marco@example.it',
  phone: '333 7654321',
  comune: 'Castelfranco Veneto',
  comuneCode: '026012',
  activities: ['banchetti', 'telefonate'],
  availability: 'Il sabato mattina',
  status: 'confirmed',
  createdAt: '2025-11-10T09:00:00.000Z',
  confirmedAt: '2025-11-10T09:30:00.000Z',
};
const LUCIA: Volunteer = {
  ...MARCO,
  id: 2,
  name: 'Lucia Bianchi',
  email: 'lucia@example.it',
  phone: null,
  activities: ['social'],
  availability: null,
  status: 'pending',
  confirmedAt: null,
};

beforeEach(() => {
  installAdminApi({ signedIn: true });
  adminApi.volunteers = [LUCIA, MARCO];
});

const section = () => screen.getByRole('region', { name: /^Volontari/ });

describe('the volunteers in the panel', () => {
  it('lists them with their status, comune and activities, and exports them as CSV', async () => {
    await openPanel();
    expect(await screen.findByRole('heading', { name: 'Volontari (2)' })).toBeInTheDocument();
    const marco = within(section()).getByRole('heading', { name: 'Marco Rossi', level: 4 }).closest('li')!;
    expect(within(marco as HTMLElement).getByText('Confermato il 10/11/2025, 10:30')).toBeInTheDocument();
    expect(within(marco as HTMLElement).getByText('Banchetti e gazebo, Telefonate')).toBeInTheDocument();
    expect(within(marco as HTMLElement).getByText('Castelfranco Veneto')).toBeInTheDocument();
    const lucia = within(section()).getByRole('heading', { name: 'Lucia Bianchi', level: 4 }).closest('li')!;
    expect(within(lucia as HTMLElement).getByText('In attesa di conferma')).toBeInTheDocument();
    expect(within(section()).getByRole('link', { name: 'Esporta CSV dei volontari' })).toHaveAttribute(
      'href',
      '/api/admin/volunteers?format=csv',
    );
  });

  it('asks the API for one activity and one comune, chosen from labelled lists, and exports what they select', async () => {
    const asked: string[] = [];
    server.use(
      handle('GET', API.adminVolunteers, ({ request }) => {
        asked.push(new URL(request.url).search);
        return { items: [MARCO], total: 1, nextCursor: null };
      }),
    );
    const { user } = await openPanel();
    await screen.findByRole('heading', { name: 'Volontari (1)' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Attività' }), 'banchetti');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Comune' }), '026012');
    await waitFor(() => expect(asked.at(-1)).toContain('comune=026012'));
    const last = new URLSearchParams(asked.at(-1));
    expect(last.get('activity')).toBe('banchetti');
    expect(last.get('comune')).toBe('026012');
    const csv = new URL(
      within(section()).getByRole('link', { name: 'Esporta CSV dei volontari' }).getAttribute('href')!,
      'http://localhost',
    );
    expect(csv.pathname).toBe(API.adminVolunteers);
    expect(Object.fromEntries(csv.searchParams)).toEqual({ activity: 'banchetti', comune: '026012', format: 'csv' });
  });
});
