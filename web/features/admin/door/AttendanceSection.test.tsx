import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { installAdminApi, openPanel } from '../../../../test/web/admin-api-server';
import { doorApi } from '../../../../test/web/admin-door-api';

describe('"Presenze" in the panel', () => {
  it('shows each stop and shift with who came, links the door and exports the CSV', async () => {
    installAdminApi({ signedIn: true, role: 'inbox' });
    doorApi.attendance = [
      {
        kind: 'stop',
        id: 12,
        title: 'Incontro in piazza',
        date: '2025-11-15',
        time: '18:30',
        place: 'Castelfranco Veneto',
        confirmedPeople: 6,
        checkedInPeople: 3,
        walkInPeople: 4,
        noShowPeople: 3,
      },
    ];
    await openPanel();
    const section = within(await screen.findByRole('region', { name: 'Presenze' }));
    const item = (await section.findByRole('heading', { name: 'Tappa: Incontro in piazza, 15 novembre 2025' }))
      .parentElement!;
    expect(
      within(item)
        .getAllByRole('definition')
        .map((value) => value.textContent),
    ).toEqual(['6', '3', '4', '3']);
    expect(
      within(item)
        .getAllByRole('term')
        .map((term) => term.textContent),
    ).toEqual(['Confermate', 'Entrate con prenotazione', 'Senza prenotazione', 'Confermate e non venute']);
    expect(section.getByRole('link', { name: "Apri l'ingresso" })).toHaveAttribute('href', '/admin/ingresso');
    expect(section.getByRole('link', { name: 'Esporta CSV delle presenze' })).toHaveAttribute(
      'href',
      '/api/admin/attendance?format=csv',
    );
  });

  it('is not shown to the editors', async () => {
    installAdminApi({ signedIn: true, role: 'editor' });
    await openPanel();
    expect(screen.queryByRole('region', { name: 'Presenze' })).not.toBeInTheDocument();
  });
});
