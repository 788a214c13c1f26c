import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { describe, expect, it, vi } from 'vitest';
import { swrConfig } from '../../lib/swr';
import { api } from '../../../test/web/api-server';
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

const CV = '/api/material-files/00000000-0000-4000-8000-000000000001/cv.pdf';
const CERTIFICATE = '/api/material-files/00000000-0000-4000-8000-000000000002/casellario.pdf';

/** The documents region's links, each with the text of its item (its date). */
async function listedDocuments() {
  const documents = await screen.findByRole('region', { name: 'Documenti' });
  return within(documents)
    .queryAllByRole('listitem')
    .map((item) => ({ href: within(item).getByRole('link').getAttribute('href'), text: item.textContent }));
}

describe('/trasparenza', () => {
  it('lists both documents with their dates, and says nothing is missing', async () => {
    Object.assign(api.content, {
      cvUrl: CV,
      cvPublishedOn: '2025-11-03',
      criminalRecordUrl: CERTIFICATE,
      criminalRecordIssuedOn: '2025-10-20',
      spendingReportUrl: null,
    });
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Trasparenza' })).toBeInTheDocument();
    expect(await listedDocuments()).toEqual([
      { href: CV, text: 'Curriculum vitae (PDF) (si apre in una nuova scheda)pubblicato il 3 novembre 2025' },
      {
        href: CERTIFICATE,
        text: 'Certificato del casellario giudiziale (PDF) (si apre in una nuova scheda)rilasciato il 20 ottobre 2025',
      },
    ]);
    expect(screen.queryByText(/ancora pubblicat/)).not.toBeInTheDocument();
  });

  it('lists the one document published and names the one that is not', async () => {
    Object.assign(api.content, {
      cvUrl: CV,
      cvPublishedOn: '2025-11-03',
      criminalRecordUrl: null,
      criminalRecordIssuedOn: null,
    });
    renderPage();
    expect((await listedDocuments()).map((document) => document.href)).toEqual([CV]);
    expect(screen.getByText('Il certificato del casellario giudiziale non è ancora pubblicato.')).toBeInTheDocument();
  });

  it('with nothing published, says exactly that and promises no document it does not show', async () => {
    Object.assign(api.content, {
      cvUrl: null,
      cvPublishedOn: null,
      criminalRecordUrl: null,
      criminalRecordIssuedOn: null,
      spendingReportUrl: null,
      mandatarioName: null,
      contributionIban: null,
      contributionHolder: null,
    });
    renderPage();
    expect(await listedDocuments()).toEqual([]);
    expect(
      screen.getByText('Il curriculum vitae e il certificato del casellario giudiziale non sono ancora pubblicati.'),
    ).toBeInTheDocument();
    expect(screen.queryByText(/pubblichiamo qui i documenti/)).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Contributi alla campagna' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Copia IBAN' })).not.toBeInTheDocument();
  });

  it('publishes the spending report, the mandatario and the account for contributions, from the site content', async () => {
    Object.assign(api.content, {
      spendingReportUrl: 'https://example.it/rendiconto.pdf',
      mandatarioName: 'Paolo Fabris',
      contributionIban: 'IT60 X054 2811 1010 0000 0123 456',
      contributionHolder: 'Paolo Fabris, mandatario elettorale',
    });
    renderPage();
    expect((await listedDocuments()).map((document) => document.href)).toEqual(['https://example.it/rendiconto.pdf']);
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
});
