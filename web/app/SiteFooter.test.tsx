import { screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../test/web/api-server';
import { prerenderThenHydrate } from '../../test/web/prerender-then-hydrate';
import { renderRoute } from '../../test/web/render';
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
    expect(html).toContain('© <span class="site-footer__year">2025</span>');
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

describe('the footer election date', () => {
  it('says the vote is past on a page built during the campaign and opened after it, with no hydration error', async () => {
    const { html, container, errors } = await prerenderThenHydrate(() => footer, {
      builtAt: '2025-11-10T10:00:00Z',
      openedAt: '2025-11-25T10:00:00Z',
      serverLacks: 'document',
    });
    expect(html).toContain('data-vote-phase="campaign|">Si vota il<!-- --> <strong>23-24 novembre 2025</strong>');
    expect(container.querySelector('.site-footer__vote')?.textContent).toBe('Si è votato il 23-24 novembre 2025');
    expect(errors).not.toHaveBeenCalled();
  });
});
