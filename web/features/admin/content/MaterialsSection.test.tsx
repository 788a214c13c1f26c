import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api, failWith } from '../../../../test/web/api-server';
import { installAdminApi, openPanel } from '../../../../test/web/admin-api-server';
import { adminApi } from '../../../../test/web/admin-api-store';

afterEach(() => vi.restoreAllMocks());

describe('materials', () => {
  beforeEach(() => installAdminApi({ signedIn: true }));

  it('adds a material, defaulting its type to pdf: "Materiale aggiunto"', async () => {
    const { user } = await openPanel();
    const form = screen.getByRole('form', { name: 'Nuovo materiale' });
    expect(within(form).getByLabelText('Tipo di file')).toHaveValue('pdf');
    await user.type(within(form).getByLabelText(/Titolo/), 'Santino elettorale');
    await user.type(within(form).getByLabelText(/URL del file/), 'https://example.it/santino.pdf');
    await user.type(within(form).getByLabelText('Dimensione'), '2.5 MB');
    await user.click(within(form).getByRole('button', { name: 'Aggiungi Materiale' }));
    expect(await screen.findByText('Materiale aggiunto')).toBeInTheDocument();
    expect(api.received['/api/campaign-materials']).toEqual([
      {
        title: 'Santino elettorale',
        description: null,
        fileUrl: 'https://example.it/santino.pdf',
        fileType: 'pdf',
        fileSize: '2.5 MB',
      },
    ]);
    expect(await screen.findByRole('heading', { name: 'Materiali (1)' })).toBeInTheDocument();
    expect(within(form).getByLabelText(/Titolo/)).toHaveValue('');
  });

  it('refuses a file URL that is not one', async () => {
    const { user } = await openPanel();
    const form = screen.getByRole('form', { name: 'Nuovo materiale' });
    await user.type(within(form).getByLabelText(/Titolo/), 'Volantino');
    await user.type(within(form).getByLabelText(/URL del file/), 'volantino.pdf');
    await user.click(within(form).getByRole('button', { name: 'Aggiungi Materiale' }));
    expect(await within(form).findByText('URL file non valido')).toBeInTheDocument();
    expect(adminApi.writes).toEqual([]);
  });

  it('says "Errore" with the addition message when saving fails', async () => {
    failWith('post', '/api/campaign-materials', 500, 'Si è verificato un errore interno. Riprova più tardi.');
    const { user } = await openPanel();
    const form = screen.getByRole('form', { name: 'Nuovo materiale' });
    await user.type(within(form).getByLabelText(/Titolo/), 'Volantino');
    await user.type(within(form).getByLabelText(/URL del file/), 'https://example.it/v.pdf');
    await user.click(within(form).getByRole('button', { name: 'Aggiungi Materiale' }));
    expect(await screen.findByText("Si è verificato un errore nell'aggiunta del materiale")).toBeInTheDocument();
    expect(within(form).getByLabelText(/Titolo/)).toHaveValue('Volantino');
  });
});
