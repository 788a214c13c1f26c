import { afterEach, describe, expect, it, vi } from 'vitest';
import { startAtFirstUse } from './first-use';

afterEach(() => {
  document.body.innerHTML = '';
});

/** A rendered page's root, and a start the test settles when it wants, as app-start.tsx does once hydrating. */
function renderedPage(html: string) {
  document.body.innerHTML = `<div id="root">${html}</div>`;
  let ready!: () => void;
  const start = vi.fn(() => new Promise<void>((resolve) => (ready = resolve)));
  startAtFirstUse(start);
  return { start, ready: () => ready(), settle: () => new Promise((resolve) => setTimeout(resolve)) };
}

describe('startAtFirstUse', () => {
  it('starts the app once, at the first sign of use, not before', () => {
    const { start } = renderedPage('<p>Testo</p>');
    expect(start).not.toHaveBeenCalled();
    window.dispatchEvent(new Event('scroll'));
    document.body.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    expect(start).toHaveBeenCalledTimes(1);
  });

  it("holds a button's click and a form's sending until the app has started, then does them again", async () => {
    const { start, ready, settle } = renderedPage(
      '<button id="share" type="button">Condividi</button><form><button id="send">Ci sarò</button></form>',
    );
    const seen: string[] = [];
    const root = document.getElementById('root')!;
    root.addEventListener('click', (event) => seen.push(`click ${(event.target as Element).id}`));
    root.addEventListener('submit', (event) => {
      event.preventDefault();
      seen.push('submit');
    });
    document.getElementById('share')!.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    document.getElementById('share')!.click();
    document.querySelector('form')!.requestSubmit();
    expect(start).toHaveBeenCalledTimes(1);
    expect(seen).toEqual([]);
    ready();
    await settle();
    expect(seen).toEqual(['click share', 'submit']);
    // Live: nothing held any more.
    document.getElementById('share')!.click();
    expect(seen).toEqual(['click share', 'submit', 'click share']);
  });

  it('never holds what the document answers without the app: the menu, the cookie banner, links', () => {
    renderedPage(
      '<button class="site-header__toggle">Menu</button><button data-cookie-choice="accepted">Accetta</button><a href="#x">x</a>',
    );
    const prevented: boolean[] = [];
    document.addEventListener('click', (event) => prevented.push(event.defaultPrevented));
    for (const element of document.querySelectorAll<HTMLElement>('#root > *')) element.click();
    expect(prevented).toEqual([false, false, false]);
  });
});
