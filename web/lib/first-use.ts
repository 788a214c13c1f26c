import { CHROME_CONTROLS } from './site-chrome';
import { submitAgain } from './submit-again';

/**
 * A hydrated page's app starts at the visitor's first sign of use (docs/decisions/0049): a touch, a key, a focus, a
 * scroll, a wheel or a pointer moving. Until then the page is its HTML, which already shows everything and whose
 * menu, cookie banner and links answer without React (web/lib/site-chrome.ts); a reader who never touches it never
 * pays for evaluating React and the app (200 to 350 ms of main thread on a low-tier phone).
 *
 * What the visitor does before the app has started hydrating is not lost: a button's click and a form's sending are
 * held and done again once React owns the page (React then hydrates the part at once to answer them), and a file
 * chosen meanwhile is announced again. Typing is kept by the browser, and the forms take it over as they hydrate
 * (web/lib/deferred-hydration.tsx).
 */

const SIGNS = ['pointerdown', 'touchstart', 'keydown', 'focusin', 'wheel', 'pointermove', 'scroll'] as const;
const HELD_CLICKS = 'button, input[type="submit"], input[type="button"], [role="button"]';

/**
 * Calls `start` once, at the first sign of use; holds what needs the app until the promise `start` returns settles
 * (once React has been asked to hydrate), then replays it.
 */
export function startAtFirstUse(start: () => Promise<void>): void {
  const root = document.getElementById('root')!;
  const replays: (() => void)[] = [];
  let live = false;
  const inRoot = (event: Event): event is Event & { target: Element } =>
    event.target instanceof Element && root.contains(event.target);

  const holdClick = (event: MouseEvent) => {
    if (live || !inRoot(event)) return;
    const control = event.target.closest<HTMLElement>(HELD_CLICKS);
    // The document's own listeners answer the chrome's controls (web/lib/site-chrome.ts): never held.
    if (!control || control.closest(CHROME_CONTROLS)) return;
    event.preventDefault();
    event.stopPropagation();
    replays.push(() => control.click());
  };
  const holdSubmit = (event: SubmitEvent) => {
    if (live || !inRoot(event)) return;
    event.preventDefault();
    event.stopPropagation();
    replays.push(() => submitAgain(event));
  };
  const holdFile = (event: Event) => {
    if (live || !inRoot(event) || !(event.target instanceof HTMLInputElement) || event.target.type !== 'file') return;
    const input = event.target;
    replays.push(() => input.dispatchEvent(new Event('change', { bubbles: true })));
  };
  document.addEventListener('click', holdClick, true);
  document.addEventListener('submit', holdSubmit, true);
  document.addEventListener('change', holdFile, true);

  let started = false;
  const begin = () => {
    if (started) return;
    started = true;
    for (const sign of SIGNS) removeEventListener(sign, begin, true);
    void start().finally(() => {
      live = true;
      document.removeEventListener('click', holdClick, true);
      document.removeEventListener('submit', holdSubmit, true);
      document.removeEventListener('change', holdFile, true);
      for (const replay of replays.splice(0)) replay();
    });
  };
  for (const sign of SIGNS) addEventListener(sign, begin, { capture: true, passive: true });
}
