import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { describe, expect, it, vi } from 'vitest';
import { swrConfig } from '../../lib/swr';
import { api } from '../../test/api-server';
import { TransparencyPage } from './TransparencyPage';

function renderPage() {
  const user = userEvent.setup();
  render(
    <MemoryRouter>
      <SWRConfig value={{ ...swrConfig, provider: () => new Map() }}>
        <TransparencyPage />
      </SWRConfig>
    </MemoryRouter>,
  );
  return { user };
}

describe('/trasparenza', () => {
  it('publishes the documents, the mandatario and the account for contributions, from the site content', async () => {
    Object.assign(api.content, {
      cvUrl: '/documenti/cv.pdf',
      criminalRecordUrl: 'https://example.it/casellario.pdf',
      spendingReportUrl: null,
      mandatarioName: 'Paolo Fabris',
      contributionIban: 'IT60 X054 2811 1010 0000 0123 456',
      contributionHolder: 'Paolo Fabris, mandatario elettorale',
    });
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Trasparenza' })).toBeInTheDocument();
    const documents = await screen.findByRole('region', { name: 'Documenti' });
    expect(
      within(documents)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/documenti/cv.pdf', 'https://example.it/casellario.pdf']);
    expect(within(documents).queryByText(/Rendiconto/)).not.toBeInTheDocument();
    const contributions = screen.getByRole('region', { name: 'Contributi alla campagna' });
    expect(within(contributions).getByText('Paolo Fabris')).toBeInTheDocument();
    expect(within(contributions).getByText('IT60 X054 2811 1010 0000 0123 456')).toBeInTheDocument();
    expect(within(contributions).getByText('Paolo Fabris, mandatario elettorale')).toBeInTheDocument();
  });

  it('copies the IBAN without spaces and says so', async () => {
    Object.assign(api.content, { contributionIban: 'IT60 X054 2811 1010 0000 0123 456' });
    const { user } = renderPage();
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue();
    await user.click(await screen.findByRole('button', { name: 'Copia IBAN' }));
    expect(writeText).toHaveBeenCalledWith('IT60X0542811101000000123456');
    expect(screen.getByRole('status')).toHaveTextContent('IBAN copiato');
  });

  it('hides every empty item, and says the documents will come when none is set', async () => {
    Object.assign(api.content, {
      cvUrl: null,
      criminalRecordUrl: null,
      spendingReportUrl: null,
      mandatarioName: null,
      contributionIban: null,
      contributionHolder: null,
    });
    renderPage();
    expect(await screen.findByText('I documenti saranno pubblicati qui non appena disponibili.')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Documenti' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Contributi alla campagna' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Copia IBAN' })).not.toBeInTheDocument();
  });
});
