import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { TourEvent } from '../../../../core/schema/tour-event.schema';
import { adminApi } from '../../../../test/web/admin-api-store';
import { installAdminApi, openPanel } from '../../../../test/web/admin-api-server';
import { api } from '../../../../test/web/api-server';

const stop = (id: number, title: string): TourEvent =>
  ({
    id,
    title,
    location: 'Padova',
    eventDate: '2030-11-15',
    eventTime: '18:30',
    description: null,
    address: null,
    completed: 0,
    capacity: null,
    placesLeft: null,
    full: 0,
    createdAt: '2025-10-01T08:00:00.000Z',
    version: 1,
    sequence: 0,
  }) as TourEvent;

describe('"Porta un amico" in the panel', () => {
  it('lists the top recruiters of the campaign, then of the stop chosen', async () => {
    installAdminApi({ signedIn: true, role: 'inbox' });
    api.tourEvents = [stop(1, 'Comizio a Este'), stop(2, 'Festa a Rovigo')];
    adminApi.referrals = [
      { name: 'Giovanna Rossi', code: 'K7M2QX9P', recruited: 3, tourEventId: 1 },
      { name: 'Luca Verdi', code: 'ZZ3KQX9P', recruited: 1, tourEventId: 2 },
    ];
    const { user } = await openPanel();
    const section = screen.getByRole('region', { name: 'Porta un amico' });
    expect(await within(section).findByText('Giovanna Rossi')).toBeInTheDocument();
    expect(within(section).getByText('Luca Verdi')).toBeInTheDocument();
    expect(section).toHaveTextContent('codice K7M2QX9P · ha portato 3 persone');

    await user.selectOptions(
      within(section).getByLabelText('Tappa'),
      await within(section).findByRole('option', { name: /Festa a Rovigo/ }),
    );
    await within(section).findByText('Luca Verdi');
    expect(within(section).queryByText('Giovanna Rossi')).toBeNull();
    expect(section).toHaveTextContent('ha portato 1 persona');
  });

  it('is not shown to the editors, who see no people', async () => {
    installAdminApi({ signedIn: true, role: 'editor' });
    await openPanel();
    expect(screen.queryByRole('region', { name: 'Porta un amico' })).toBeNull();
  });
});
