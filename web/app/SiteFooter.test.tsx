import { act, screen, waitFor, within } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from '../test/api-server';
import { renderRoute } from '../test/render';
import { SiteFooter } from './SiteFooter';

const footer = (
  <MemoryRouter>
    <SiteFooter />
  </MemoryRouter>
);

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
});

describe('the footer year', () => {
  it("is the visitor's year, also on a page built last December, with no hydration warning", async () => {
    // The prerender, as a build on 31 December 2025 ran it: no window.
    vi.useFakeTimers({ now: new Date('2025-12-31T20:00:00Z'), toFake: ['Date'] });
    vi.stubGlobal('window', undefined);
    const html = renderToString(footer);
    vi.unstubAllGlobals();
    expect(html).toContain('© <span>2025</span>');

    // A visitor opens that page on 2 January 2026.
    vi.setSystemTime(new Date('2026-01-02T09:00:00Z'));
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const errors = vi.spyOn(console, 'error');
    await act(async () => {
      hydrateRoot(container, footer, { onRecoverableError: (error) => console.error(error) });
    });
    expect(container.querySelector('.site-footer__bottom p')?.textContent).toBe('© 2026 Giulia Venturini Presidente');
    expect(errors).not.toHaveBeenCalled();
  });
});

describe('the committente responsabile (L. 515/1993 art. 3)', () => {
  it('is named at the foot of every public page, and not at all when the content leaves it empty', async () => {
    const view = renderRoute('/chi-sono');
    expect(
      await within(await screen.findByRole('contentinfo')).findByText(
        'Committente responsabile: Paolo Fabris, mandatario elettorale di Giulia Venturini',
      ),
    ).toBeInTheDocument();
    view.unmount();

    api.content.committente = null;
    renderRoute('/privacy');
    const footer = await screen.findByRole('contentinfo');
    // The seeded line stands in while the content loads; the content's own (none) replaces it.
    await waitFor(() => expect(within(footer).queryByText(/Committente responsabile/)).not.toBeInTheDocument());
  });
});
