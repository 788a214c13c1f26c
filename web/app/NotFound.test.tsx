import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '../test/render';

describe('404', () => {
  it('answers an unknown path with "Pagina non trovata" and a way home', async () => {
    const { user } = renderRoute('/non-esiste');
    expect(await screen.findByRole('heading', { name: 'Pagina non trovata' })).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Torna alla home' }));
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Pagina non trovata' })).not.toBeInTheDocument());
    await waitFor(() => expect(document.title).toMatch(/^Giulia Venturini Presidente/));
  });

  it('sets the document title for the path', async () => {
    renderRoute('/non-esiste');
    await screen.findByRole('heading', { name: 'Pagina non trovata' });
    expect(document.title).toMatch(/^Pagina non trovata/);
  });
});
