import { screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from '../test/api-server';
import { prerenderThenHydrate } from '../test/prerender-then-hydrate';
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
    // Built on 31 December 2025 (the prerender has no window), opened on 2 January 2026.
    const { html, container, errors } = await prerenderThenHydrate(() => footer, {
      builtAt: '2025-12-31T20:00:00Z',
      openedAt: '2026-01-02T09:00:00Z',
      serverLacks: 'window',
    });
    expect(html).toContain('© <span>2025</span>');
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
