import { ATTRIBUTION_KEYS } from '../../core/attribution-rules';
import { attributionFromLocation } from './attribution-from-location';
import { cookieChoiceWanted, reopenCookieChoice, storeChoice, subscribeToCookieChoice } from './cookie-choice';

/**
 * The header's menu, the cookie banner and the copy buttons, answered by the browser itself: a few listeners on the document, added by
 * the entry before anything else (web/main.tsx), so a tap on «Menu» or «Accetta» changes two attributes and paints,
 * with no React render in between, whether the page has hydrated, is still hydrating, or never loads React at all
 * (docs/decisions/0049). React renders their markup (SiteHeader, CookieBanner, SiteFooter) and owns nothing of it
 * that these listeners change: the toggle's `aria-expanded` and label, the navigation's `site-nav--open`, the
 * banner's `hidden`.
 */

const TOGGLE = '.site-header__toggle';
const BANNER = '.cookie-banner';
/** The banner's buttons carry the choice they make; the footer's «Preferenze cookie» asks again. */
const COOKIE_CHOICE_ATTRIBUTE = 'data-cookie-choice';
const COOKIE_REOPEN_ATTRIBUTE = 'data-cookie-reopen';
const COPY = '[data-copy]';
/** Every control these listeners answer: the app's start never holds a click on one (web/lib/first-use.ts). */
export const CHROME_CONTROLS = [TOGGLE, `[${COOKIE_CHOICE_ATTRIBUTE}]`, `[${COOKIE_REOPEN_ATTRIBUTE}]`, COPY].join(
  ', ',
);
export const MENU_LABELS = { closed: 'Menu', open: 'Chiudi' } as const;

let started = false;

const menuToggle = () => document.querySelector<HTMLButtonElement>(TOGGLE);

function setMenuOpen(toggle: HTMLButtonElement, open: boolean): void {
  toggle.setAttribute('aria-expanded', String(open));
  const label = toggle.querySelector('.site-header__toggle-label');
  if (label) label.textContent = open ? MENU_LABELS.open : MENU_LABELS.closed;
  document.getElementById(toggle.getAttribute('aria-controls') ?? '')?.classList.toggle('site-nav--open', open);
}

function closeMenu(): void {
  const toggle = menuToggle();
  if (toggle?.getAttribute('aria-expanded') === 'true') setMenuOpen(toggle, false);
}

/** Shows the banner when the visitor has no lasting choice (or asked to choose again), hides it otherwise. */
function showBannerAsChosen(): void {
  document.querySelector(BANNER)?.toggleAttribute('hidden', !cookieChoiceWanted());
}

function onClick(event: MouseEvent): void {
  const target = event.target instanceof Element ? event.target : null;
  if (!target) return;
  const toggle = target.closest<HTMLButtonElement>(TOGGLE);
  if (toggle) {
    setMenuOpen(toggle, toggle.getAttribute('aria-expanded') !== 'true');
    return;
  }
  const choice = target.closest(`[${COOKIE_CHOICE_ATTRIBUTE}]`)?.getAttribute(COOKIE_CHOICE_ATTRIBUTE);
  if (choice === 'accepted' || choice === 'rejected') {
    storeChoice(choice);
    return;
  }
  if (target.closest(`[${COOKIE_REOPEN_ATTRIBUTE}]`)) {
    reopenCookieChoice();
    return;
  }
  const copy = target.closest<HTMLElement>(COPY);
  if (copy) {
    void copyText(copy);
    return;
  }
  // Any link followed closes the menu, as moving to another page does.
  const link = target.closest<HTMLAnchorElement>('a[href]');
  if (link) {
    closeMenu();
    carryAttribution(link);
  }
}

/**
 * A link to another page of the site, followed from a page whose address came with a campaign's or a friend's
 * tags (`?utm_*=`, `?ref=`), takes them along, so a form sent on the next page is counted where the visitor came
 * from (decision 0049): the address stays the only place they live, as no cookie or storage keeps them. The CDN's
 * cache key ignores them. The tags are the forms' own reading of the address (web/lib/attribution-from-location.ts):
 * well-formed ones, the landing's after an in-app navigation, where react-router's link follows its own `to`.
 */
function carryAttribution(link: HTMLAnchorElement): void {
  const carried = Object.entries(attributionFromLocation());
  if (carried.length === 0 || link.origin !== window.location.origin) return;
  const to = new URL(link.href);
  if (ATTRIBUTION_KEYS.some((key) => to.searchParams.has(key))) return;
  for (const [key, value] of carried) to.searchParams.set(key, value);
  link.href = to.href;
}

/**
 * A «Copia» button (`data-copy`: the text; `data-copied`, `data-copy-failed`: what its status says after), whose
 * status is the element its `aria-describedby` names: an IBAN on /trasparenza.
 */
async function copyText(button: HTMLElement): Promise<void> {
  const status = document.getElementById(button.getAttribute('aria-describedby') ?? '');
  try {
    await navigator.clipboard.writeText(button.dataset.copy ?? '');
    if (status) status.textContent = button.dataset.copied ?? '';
  } catch {
    if (status) status.textContent = button.dataset.copyFailed ?? '';
  }
}

function onKeyDown(event: KeyboardEvent): void {
  if (event.key !== 'Escape') return;
  const toggle = menuToggle();
  if (toggle?.getAttribute('aria-expanded') !== 'true') return;
  setMenuOpen(toggle, false);
  toggle.focus();
}

/** Starts the listeners, once per document. */
export function startSiteChrome(): void {
  if (started) return;
  started = true;
  document.addEventListener('click', onClick);
  document.addEventListener('keydown', onKeyDown);
  addEventListener('popstate', closeMenu);
  // A choice made here, in another tab, or asked again from the footer.
  subscribeToCookieChoice(showBannerAsChosen);
}
