import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '../../test/web/render';

describe('404', () => {
  it('answers an unknown path with "Pagina non trovata" and a way home', async () => {
    const { user } = renderRoute('/non-esiste');
    expect(await screen.findByRole('heading', { name: 'Pagina non trovata' })).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Torna alla home' }));
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Pagina non trovata' })).not.toBeInTheDocument());
    await waitFor(() => expect(document.title).toMatch(/^Giulia Venturini Presidente/));
  });

  it('keeps the title the page came with, then sets the title of each page the visitor moves to', async () => {
    // As 404.html sets it: the page a visitor lands on has its title in the HTML.
    document.title = 'Pagina non trovata – dal file HTML';
    const { user } = renderRoute('/non-esiste');
    await screen.findByRole('heading', { name: 'Pagina non trovata' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(document.title).toBe('Pagina non trovata – dal file HTML');
    await user.click(screen.getByRole('link', { name: 'Torna alla home' }));
    await waitFor(() => expect(document.title).toMatch(/^Giulia Venturini Presidente/));
  });
});
