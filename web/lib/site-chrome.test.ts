import { afterEach, describe, expect, it } from 'vitest';
import { COOKIE_CONSENT_KEY } from './cookie-choice';

// The listeners are the document's, started once (test/web/dom-setup.ts does what web/main.tsx does): these tests
// drive them on plain markup, as a page without the app has it, with no React anywhere.

afterEach(() => {
  document.body.innerHTML = '';
  window.history.replaceState(null, '', '/');
});

const click = (element: Element) => element.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));

/** A link whose navigation is cancelled before the document's listener sees the click (jsdom navigates nowhere). */
function link(href: string): HTMLAnchorElement {
  document.body.insertAdjacentHTML('beforeend', `<a href="${href}">vai</a>`);
  const anchor = document.body.lastElementChild as HTMLAnchorElement;
  anchor.addEventListener('click', (event) => event.preventDefault());
  return anchor;
}

describe('the site chrome without React', () => {
  it('opens the menu with its button, names it «Chiudi», and closes it on Escape with the focus back on the button', () => {
    document.body.innerHTML = `
      <button type="button" class="site-header__toggle" aria-expanded="false" aria-controls="menu">
        <span class="site-header__toggle-label">Menu</span>
      </button>
      <nav id="menu" class="site-nav"><a href="/chi-sono">Chi Sono</a></nav>`;
    const toggle = document.querySelector('button')!;
    const nav = document.getElementById('menu')!;
    click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(toggle.textContent?.trim()).toBe('Chiudi');
    expect(nav.classList.contains('site-nav--open')).toBe(true);
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(toggle.textContent?.trim()).toBe('Menu');
    expect(nav.classList.contains('site-nav--open')).toBe(false);
    expect(document.activeElement).toBe(toggle);
  });

  it('stores the cookie choice and hides the banner; «Preferenze cookie» shows it again', () => {
    document.body.innerHTML = `
      <section class="cookie-banner"><button data-cookie-choice="rejected">Rifiuta</button></section>
      <button data-cookie-reopen>Preferenze cookie</button>`;
    const banner = document.querySelector('.cookie-banner')!;
    click(document.querySelector('[data-cookie-choice]')!);
    expect(localStorage.getItem(COOKIE_CONSENT_KEY)).toBe('rejected');
    expect(banner.hasAttribute('hidden')).toBe(true);
    click(document.querySelector('[data-cookie-reopen]')!);
    expect(banner.hasAttribute('hidden')).toBe(false);
  });

  it('shows the banner when the tab comes back after another tab forgot the choice, and hides it after one made it', () => {
    document.body.innerHTML = `<section class="cookie-banner"><button data-cookie-choice="accepted">Accetta</button></section>`;
    const banner = document.querySelector('.cookie-banner')!;
    click(document.querySelector('[data-cookie-choice]')!);
    expect(banner.hasAttribute('hidden')).toBe(true);
    const otherTab = (value: string | null) => {
      if (value) localStorage.setItem(COOKIE_CONSENT_KEY, value);
      else localStorage.removeItem(COOKIE_CONSENT_KEY);
    };
    const tabShown = () => document.dispatchEvent(new Event('visibilitychange'));
    otherTab(null);
    expect(banner.hasAttribute('hidden')).toBe(true);
    tabShown();
    expect(banner.hasAttribute('hidden')).toBe(false);
    otherTab('rejected');
    tabShown();
    expect(banner.hasAttribute('hidden')).toBe(true);
  });

  it("carries the landing's campaign and invite tags on a link to another page of the site, and only there", () => {
    window.history.replaceState(null, '', '/chi-sono?utm_source=whatsapp&utm_campaign=comizio+este&ref=K7M2QX9P&x=1');
    const inside = link('/tappe/3#prenota');
    const tagged = link('/contatti?utm_source=facebook');
    const outside = link('https://www.instagram.com/venturinipresidente');
    for (const anchor of [inside, tagged, outside]) click(anchor);
    const carried = new URL(inside.href);
    expect(carried.pathname + carried.hash).toBe('/tappe/3#prenota');
    expect(Object.fromEntries(carried.searchParams)).toEqual({
      ref: 'K7M2QX9P',
      utm_source: 'whatsapp',
      utm_campaign: 'comizio este',
    });
    expect(tagged.getAttribute('href')).toBe('/contatti?utm_source=facebook');
    expect(outside.getAttribute('href')).toBe('https://www.instagram.com/venturinipresidente');
  });

  it('leaves links alone on an address without tags', () => {
    window.history.replaceState(null, '', '/chi-sono');
    const inside = link('/tappe/3');
    click(inside);
    expect(inside.getAttribute('href')).toBe('/tappe/3');
  });
});
