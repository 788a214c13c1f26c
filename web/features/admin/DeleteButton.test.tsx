import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api, failWith } from '../../../test/web/api-server';
import { installAdminApi, openPanel } from '../../../test/web/admin-api-server';
import { adminApi } from '../../../test/web/admin-api-store';

afterEach(() => vi.restoreAllMocks());

describe('deleting after a confirmation', () => {
  beforeEach(() => {
    installAdminApi({ signedIn: true });
    api.visitedCities = [
      {
        id: 1,
        cityName: 'Padova',
        visitDate: '2025-09-20',
        description: null,
        pinX: 55,
        pinY: 70,
        createdAt: '2025-09-20T10:00:00Z',
        version: 1,
      },
    ];
    api.campaignMaterials = [
      {
        id: 2,
        title: 'Programma',
        description: null,
        fileUrl: 'https://example.it/p.pdf',
        fileType: 'pdf',
        fileSize: '1 MB',
        createdAt: '2025-09-20T10:00:00Z',
        version: 1,
      },
    ];
  });

  it('sends nothing when the admin cancels', async () => {
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);
    const { user } = await openPanel();
    await user.click(await screen.findByRole('button', { name: 'Elimina Padova' }));
    expect(confirm).toHaveBeenCalledWith('Eliminare la città "Padova"?');
    expect(adminApi.writes).toEqual([]);
    expect(screen.getByRole('heading', { name: 'Padova' })).toBeInTheDocument();
  });

  it('deletes a city when confirmed: "Città rimossa" and the list refetched', async () => {
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    const { user } = await openPanel();
    await user.click(await screen.findByRole('button', { name: 'Elimina Padova' }));
    expect(await screen.findByText('Città rimossa')).toBeInTheDocument();
    expect(adminApi.writes).toEqual(['DELETE /api/visited-cities/1']);
    expect(await screen.findByText('Nessuna città aggiunta ancora')).toBeInTheDocument();
    // The pressed button is gone: the keyboard continues from the list's heading.
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Città visitate (0)' })).toHaveFocus());
  });

  it('deletes a material when confirmed: "Materiale rimosso"', async () => {
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    const { user } = await openPanel();
    await user.click(await screen.findByRole('button', { name: 'Elimina Programma' }));
    expect(await screen.findByText('Materiale rimosso')).toBeInTheDocument();
    expect(adminApi.writes).toEqual(['DELETE /api/campaign-materials/2']);
    expect(await screen.findByText('Nessun materiale aggiunto ancora')).toBeInTheDocument();
  });

  it.each([
    ['/api/visited-cities/1', 'Elimina Padova', "Si è verificato un errore nell'eliminazione della città"],
    ['/api/campaign-materials/2', 'Elimina Programma', "Si è verificato un errore nell'eliminazione del materiale"],
  ])('says "Errore" when DELETE %s fails', async (path, button, message) => {
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    failWith('delete', path, 500, 'Si è verificato un errore interno. Riprova più tardi.');
    const { user } = await openPanel();
    await user.click(await screen.findByRole('button', { name: button }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.getByText('Errore')).toBeInTheDocument();
  });
});
