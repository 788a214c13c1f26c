import { screen, waitFor, within } from '@testing-library/react';
import { delay, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { api, server } from '../../../test/web/api-server';
import { renderRoute } from '../../../test/web/render';

async function article() {
  const main = await screen.findByRole('main');
  await waitFor(() => expect(main.querySelector('article.bio')).not.toBeNull());
  return main.querySelector<HTMLElement>('article.bio')!;
}

describe('/chi-sono', () => {
  it('shows a placeholder and the photo while the content loads', async () => {
    server.use(http.get('*/api/content', () => delay('infinite')));
    renderRoute('/chi-sono');
    const bio = within(await article());
    expect(bio.getByRole('status')).toHaveTextContent('Caricamento...');
    expect(bio.getByRole('heading', { level: 1, name: 'Chi sono' })).toBeInTheDocument();
    expect(bio.getByRole('img')).toHaveAccessibleName();
    expect(bio.queryByText(api.content.bioSubtitle)).not.toBeInTheDocument();
  });

  it('shows the title, subtitle and one paragraph per blank-line-separated block of the biography', async () => {
    api.content = {
      ...api.content,
      bioTitle: 'Chi è Giulia',
      bioSubtitle: 'Candidata – Elezioni Regionali Veneto 2025',
      bioText: 'Primo paragrafo,\nsu due righe.\n\nSecondo paragrafo.\n  \n\nTerzo paragrafo.\n',
    };
    renderRoute('/chi-sono');
    const bio = within(await article());
    expect(await bio.findByRole('heading', { level: 1, name: 'Chi è Giulia' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(bio.getByText('Candidata – Elezioni Regionali Veneto 2025')).toBeInTheDocument();
    const paragraphs = Array.from(document.querySelectorAll('.bio__paragraph')).map((p) => p.textContent);
    expect(paragraphs).toEqual(['Primo paragrafo,\nsu due righe.', 'Secondo paragrafo.', 'Terzo paragrafo.']);
    expect(bio.queryByRole('status')).not.toBeInTheDocument();
  });

  it('shows the seeded biography in three paragraphs and links back to the home page', async () => {
    const { user } = renderRoute('/chi-sono');
    const bio = within(await article());
    expect(await bio.findByRole('heading', { level: 1, name: api.content.bioTitle })).toBeInTheDocument();
    expect(document.querySelectorAll('.bio__paragraph')).toHaveLength(3);
    const home = bio.getByRole('link', { name: 'Torna alla home' });
    expect(home).toHaveAttribute('href', '/');
    await user.click(home);
    await waitFor(() => expect(document.querySelector('article.bio')).toBeNull());
  });

  it('says so, with a retry, when the content cannot be loaded', async () => {
    server.use(http.get('*/api/content', () => new Response('boom', { status: 500 })));
    const { user } = renderRoute('/chi-sono');
    const bio = within(await article());
    expect(await bio.findByRole('alert')).toHaveTextContent(
      'Non è stato possibile caricare la biografia. Riprova più tardi.',
    );
    server.resetHandlers();
    await user.click(bio.getByRole('button', { name: 'Riprova' }));
    expect(await bio.findByRole('heading', { level: 1, name: api.content.bioTitle })).toBeInTheDocument();
  });
});
