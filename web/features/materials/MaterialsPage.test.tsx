import { screen, waitFor, within } from '@testing-library/react';
import { delay, http } from 'msw';
import { describe, expect, it } from 'vitest';
import type { CampaignMaterial } from '../../../core/schema/campaign-material.schema';
import { api, server } from '../../../test/web/api-server';
import { renderRoute } from '../../../test/web/render';

function material(overrides: Partial<CampaignMaterial>): CampaignMaterial {
  return {
    id: 1,
    title: 'Programma elettorale',
    description: null,
    fileUrl: 'https://files.example.it/programma.pdf',
    fileType: 'pdf',
    fileSize: null,
    createdAt: '2025-10-01T10:00:00.000Z',
    version: 1,
    ...overrides,
  };
}

async function main() {
  return within(await screen.findByRole('main'));
}

describe('/materiale', () => {
  it('shows exactly three placeholder cards while the list loads', async () => {
    server.use(http.get('*/api/campaign-materials', () => delay('infinite')));
    renderRoute('/materiale');
    expect(await screen.findByRole('heading', { level: 1, name: 'Materiale di campagna' })).toBeInTheDocument();
    const page = await main();
    expect(page.getByRole('status')).toHaveTextContent('Caricamento...');
    expect(page.getAllByTestId('material-placeholder')).toHaveLength(3);
    expect(page.queryByRole('link', { name: /^Scarica/ })).not.toBeInTheDocument();
  });

  it('says so when there is no material yet', async () => {
    renderRoute('/materiale');
    const page = await main();
    expect(await page.findByRole('heading', { name: 'Nessun materiale disponibile' })).toBeInTheDocument();
    expect(page.getByText('I materiali di campagna saranno disponibili a breve')).toBeInTheDocument();
    expect(page.queryAllByTestId('material-placeholder')).toHaveLength(0);
  });

  it('shows a card per material with its icon, type label, size, clamped description and a download link', async () => {
    api.campaignMaterials = [
      material({
        id: 4,
        title: 'Programma elettorale',
        fileType: 'pdf',
        fileSize: '2.5 MB',
        description: 'Il programma completo, punto per punto.',
      }),
      material({
        id: 3,
        title: 'Santino',
        fileType: 'image',
        fileUrl: 'https://files.example.it/santino.png',
        fileSize: '800 KB',
      }),
      material({
        id: 2,
        title: 'Lettera ai sindaci',
        fileType: 'document',
        fileUrl: 'http://files.example.it/lettera.docx',
      }),
      material({
        id: 1,
        title: 'Video di presentazione',
        fileType: 'video',
        fileUrl: 'https://files.example.it/video.mp4',
      }),
    ];
    renderRoute('/materiale');
    const page = await main();
    const titles = await page.findAllByRole('heading', { level: 2, name: /Programma|Santino|Lettera|Video/ });
    expect(titles.map((title) => title.textContent)).toEqual([
      'Programma elettorale',
      'Santino',
      'Lettera ai sindaci',
      'Video di presentazione',
    ]);

    const cards = page.getAllByRole('listitem');
    expect(cards).toHaveLength(4);
    const expected = [
      { kind: 'pdf', label: 'PDF', size: '2.5 MB', href: 'https://files.example.it/programma.pdf' },
      { kind: 'image', label: 'Immagine', size: '800 KB', href: 'https://files.example.it/santino.png' },
      { kind: 'document', label: 'Documento', size: null, href: 'http://files.example.it/lettera.docx' },
      { kind: 'other', label: 'File', size: null, href: 'https://files.example.it/video.mp4' },
    ];
    cards.forEach((card, index) => {
      const { kind, label, size, href } = expected[index];
      const icon = card.querySelector('svg');
      expect(icon).toHaveAttribute('aria-hidden', 'true');
      expect(icon).toHaveAttribute('data-kind', kind);
      expect(within(card).getByText(label, { exact: true })).toBeInTheDocument();
      if (size) expect(within(card).getByText(size)).toBeInTheDocument();
      else expect(card.querySelector('.material-card__size')).toBeNull();
      const title = titles[index].textContent!;
      const download = within(card).getByRole('link', { name: `Scarica ${title} (si apre in una nuova scheda)` });
      expect(download).toHaveTextContent('Scarica');
      expect(download).toHaveAttribute('href', href);
      expect(download).toHaveAttribute('target', '_blank');
      expect(download).toHaveAttribute('rel', 'noopener noreferrer');
    });

    const description = page.getByText('Il programma completo, punto per punto.');
    expect(description).toHaveClass('material-card__description');
    expect(cards[1].querySelector('.material-card__description')).toBeNull();
  });

  it('never turns a non-http file URL into a link', async () => {
    api.campaignMaterials = [material({ title: 'Volantino', fileUrl: 'javascript:alert(1)' })];
    renderRoute('/materiale');
    const page = await main();
    expect(await page.findByRole('heading', { name: 'Volantino' })).toBeInTheDocument();
    expect(page.queryByRole('link', { name: /Scarica/ })).not.toBeInTheDocument();
    expect(document.querySelector('a[href^="javascript"]')).toBeNull();
  });

  it("links a file uploaded from the admin at the site's own path", async () => {
    const fileUrl = '/api/material-files/0f8e2a4c-1b2d-4e5f-8a9b-0c1d2e3f4a5b/Programma%202025.pdf';
    api.campaignMaterials = [material({ title: 'Programma', fileUrl })];
    renderRoute('/materiale');
    const page = await main();
    const download = await page.findByRole('link', { name: 'Scarica Programma (si apre in una nuova scheda)' });
    expect(download).toHaveAttribute('href', fileUrl);
  });

  it('closes with links to the contact page and the home page', async () => {
    const { user } = renderRoute('/materiale');
    const page = await main();
    const closing = page.getByRole('region', { name: 'Vuoi dare una mano alla campagna?' });
    expect(within(closing).getByRole('link', { name: 'Torna alla home' })).toHaveAttribute('href', '/');
    await user.click(within(closing).getByRole('link', { name: 'Contattaci' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Contatti' })).toBeInTheDocument();
  });

  it('offers a retry when the list cannot be loaded', async () => {
    server.use(http.get('*/api/campaign-materials', () => new Response('boom', { status: 500 })));
    const { user } = renderRoute('/materiale');
    const page = await main();
    expect(await page.findByText('Non è stato possibile caricare i materiali. Riprova più tardi.')).toBeInTheDocument();
    server.resetHandlers();
    api.campaignMaterials = [material({ title: 'Volantino' })];
    await user.click(page.getByRole('button', { name: 'Riprova' }));
    expect(await page.findByRole('heading', { name: 'Volantino' })).toBeInTheDocument();
  });

  it('names the committente responsabile beside the downloads, and nobody when it is empty', async () => {
    const view = renderRoute('/materiale');
    const list = await screen.findByRole('region', { name: 'Materiali da scaricare' });
    expect(await within(list).findByText(api.content.committente!)).toBeInTheDocument();
    view.unmount();
    api.content.committente = null;
    renderRoute('/materiale');
    await screen.findByText('Nessun materiale disponibile');
    await waitFor(() =>
      expect(within(screen.getByRole('main')).queryByText(/Committente responsabile/)).not.toBeInTheDocument(),
    );
  });
});
