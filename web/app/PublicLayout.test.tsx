import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { siteConfig } from '../../core/site-config';
import { LISTED_PAGES } from '../../core/pages';
import { renderRoute } from '../../test/web/render';
import { COOKIE_CONSENT_KEY } from '../lib/cookie-choice';

const PUBLIC_PATHS = [...LISTED_PAGES.map((page) => page.path), '/non-esiste'];

describe('public layout', () => {
  it.each(PUBLIC_PATHS)('wraps %s in the header, main content and footer', async (path) => {
    renderRoute(path);
    // One banner: the site's header. A page's own <header> inside <main> is no landmark (HTML-AAM), though Testing
    // Library's role guess calls it a banner too, once the page's chunk has rendered it.
    const banners = await screen.findAllByRole('banner');
    expect(banners.filter((header) => !header.closest('main'))).toHaveLength(1);
    expect(screen.getByRole('navigation', { name: 'Menu principale' })).toBeInTheDocument();
    expect(screen.getByRole('main')).toHaveAttribute('id', 'contenuto');
    // The footer is a chunk of its own, loaded beside the page.
    expect(await screen.findByRole('contentinfo')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Vai al contenuto' })).toHaveAttribute('href', '#contenuto');
  });

  it.each(['/admin', '/admin-login'])('leaves %s without the public header, footer and banner', async (path) => {
    renderRoute(path);
    // Wait for the lazy admin screen to settle before looking for what must not be there.
    await waitFor(() => expect(screen.queryByText('Caricamento...')).not.toBeInTheDocument());
    expect(screen.queryByRole('navigation', { name: 'Menu principale' })).not.toBeInTheDocument();
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Informativa sui cookie' })).not.toBeInTheDocument();
  });

  it.each(['/admin/xyz', '/admin-vecchio'])('shows the 404 page alone at the unknown admin path %s', async (path) => {
    renderRoute(path);
    expect(await screen.findByRole('heading', { name: 'Pagina non trovata' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Torna alla home' })).toHaveAttribute('href', '/');
    expect(screen.queryByRole('navigation', { name: 'Menu principale' })).not.toBeInTheDocument();
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Informativa sui cookie' })).not.toBeInTheDocument();
  });

  it('links the header to Home, Chi Sono, Volontari and Contatti', async () => {
    renderRoute('/privacy');
    const nav = await screen.findByRole('navigation', { name: 'Menu principale' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Home', '/'],
      ['Chi Sono', '/chi-sono'],
      ['Volontari', '/volontari'],
      ['Contatti', '/contatti'],
    ]);
  });

  it('opens and closes the small-screen menu from the keyboard, and closes it on Escape and on navigation', async () => {
    const { user } = renderRoute('/privacy');
    const toggle = await screen.findByRole('button', { name: 'Menu' });
    const nav = screen.getByRole('navigation', { name: 'Menu principale' });
    expect(toggle).toHaveAttribute('aria-controls', nav.id);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');

    toggle.focus();
    await user.keyboard('{Enter}');
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(nav).toHaveClass('site-nav--open');
    expect(toggle).toHaveAccessibleName('Chiudi');

    await user.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(nav).not.toHaveClass('site-nav--open');
    expect(toggle).toHaveFocus();

    await user.keyboard(' ');
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await user.tab();
    expect(within(nav).getByRole('link', { name: 'Home' })).toHaveFocus();
    await user.tab();
    await user.keyboard('{Enter}');
    await waitFor(() =>
      expect(within(nav).getByRole('link', { name: 'Chi Sono' })).toHaveAttribute('aria-current', 'page'),
    );
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('shows in the footer the site links, the admin link, the social profiles, the election days and the year', async () => {
    renderRoute('/privacy');
    const footer = await screen.findByRole('contentinfo');
    const hrefs = within(footer)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'));
    expect(hrefs).toEqual(
      expect.arrayContaining(['/', '/chi-sono', '/#territorio', '/materiale', '/contatti', '/privacy', '/admin-login']),
    );
    expect(within(footer).getByRole('link', { name: 'Privacy policy e cookie policy' })).toHaveAttribute(
      'href',
      '/privacy',
    );
    expect(within(footer).getByRole('link', { name: /Instagram/ })).toHaveAttribute(
      'href',
      siteConfig.social.instagram,
    );
    expect(within(footer).getByRole('link', { name: /Facebook/ })).toHaveAttribute('href', siteConfig.social.facebook);
    expect(within(footer).getByRole('link', { name: /Instagram/ })).toHaveAttribute('target', '_blank');
    expect(footer).toHaveTextContent('23-24 novembre 2025');
    expect(footer).toHaveTextContent(`© ${new Date().getFullYear()}`);
  });
});

describe('cookie banner', () => {
  it('asks until a choice is made, with a link to the privacy page', async () => {
    renderRoute('/');
    const banner = await screen.findByRole('region', { name: 'Informativa sui cookie' });
    expect(within(banner).getByRole('link', { name: /privacy/i })).toHaveAttribute('href', '/privacy');
    expect(within(banner).getByRole('button', { name: 'Accetta' })).toBeInTheDocument();
    expect(within(banner).getByRole('button', { name: 'Rifiuta' })).toBeInTheDocument();
  });

  it('stores "accepted" on Accetta and disappears', async () => {
    const { user } = renderRoute('/privacy');
    await user.click(await screen.findByRole('button', { name: 'Accetta' }));
    expect(localStorage.getItem(COOKIE_CONSENT_KEY)).toBe('accepted');
    expect(screen.queryByRole('region', { name: 'Informativa sui cookie' })).not.toBeInTheDocument();
  });

  it('stores "rejected" on Rifiuta and disappears', async () => {
    const { user } = renderRoute('/privacy');
    await user.click(await screen.findByRole('button', { name: 'Rifiuta' }));
    expect(localStorage.getItem(COOKIE_CONSENT_KEY)).toBe('rejected');
    expect(screen.queryByRole('region', { name: 'Informativa sui cookie' })).not.toBeInTheDocument();
  });

  it.each(['accepted', 'rejected'])('stays hidden once "%s" is stored', async (choice) => {
    localStorage.setItem(COOKIE_CONSENT_KEY, choice);
    renderRoute('/privacy');
    await screen.findByRole('contentinfo');
    expect(screen.queryByRole('region', { name: 'Informativa sui cookie' })).not.toBeInTheDocument();
  });

  it('asks again when the stored value is not a valid choice', async () => {
    localStorage.setItem(COOKIE_CONSENT_KEY, 'forse');
    renderRoute('/privacy');
    expect(await screen.findByRole('region', { name: 'Informativa sui cookie' })).toBeInTheDocument();
  });
});

describe('navigation', () => {
  it('moves focus to the new page content after following a link', async () => {
    const { user } = renderRoute('/privacy');
    const footer = await screen.findByRole('contentinfo');
    await user.click(within(footer).getByRole('link', { name: 'Contatti' }));
    await waitFor(() => expect(screen.getByRole('main')).toHaveFocus());
  });
});
