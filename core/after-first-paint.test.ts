// @vitest-environment jsdom
// The script runs in a page: a document of its own (vitest.config.ts runs this file isolated for it).
import { createHash } from 'node:crypto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AFTER_FIRST_PAINT_SCRIPT, AFTER_FIRST_PAINT_SCRIPT_HASH } from './after-first-paint';
import { FIRST_MODULES_META, SOON_MODULES_META } from './page-module-metas';
import { SECURITY_HEADERS } from './security-headers';
import { COOKIE_CHOICE_LASTS_SECONDS, LOCAL_STORAGE_KEYS } from './browser-storage';

it("is allowed by the CSP by its own hash, and by nothing looser ('unsafe-inline')", () => {
  const hash = createHash('sha256').update(AFTER_FIRST_PAINT_SCRIPT).digest('base64');
  expect(AFTER_FIRST_PAINT_SCRIPT_HASH).toBe(`'sha256-${hash}'`);
  const scriptSrc = /script-src ([^;]+)/.exec(SECURITY_HEADERS['Content-Security-Policy'])![1];
  expect(scriptSrc.split(' ')).toEqual(["'self'", `'sha256-${hash}'`]);
  // Inside a <script> element the text must not end it early.
  expect(AFTER_FIRST_PAINT_SCRIPT).not.toMatch(/<\/?script|<!--/i);
});

/**
 * The inline script of a rendered page (core/after-first-paint.ts), run as the browser runs it: its frames and
 * timers held until the test lets them run.
 */
const HEAD = `
  <meta name="${FIRST_MODULES_META}" content="/assets/index-1.js /assets/react-2.js /assets/TourStopPage-3.js" />
  <meta name="${SOON_MODULES_META}" content="/assets/SiteFooter-4.js /assets/StopPlace-5.js" />`;

function page(head: string, { hidden = false } = {}) {
  document.head.innerHTML = head;
  const frames: (() => void)[] = [];
  const timers: (() => void)[] = [];
  vi.spyOn(document, 'visibilityState', 'get').mockReturnValue(hidden ? 'hidden' : 'visible');
  // Its own frames and timers, passed in under the names the script calls: the test's globals stay untouched.
  new Function('requestAnimationFrame', 'setTimeout', AFTER_FIRST_PAINT_SCRIPT)(
    (callback: FrameRequestCallback) => frames.push(() => callback(0)),
    (callback: () => void) => timers.push(callback),
  );
  const added = () =>
    [...document.head.querySelectorAll('script, link')].map((element) =>
      element.tagName === 'SCRIPT'
        ? `script ${element.getAttribute('type')} ${element.getAttribute('src')}`
        : `${element.getAttribute('rel')} ${element.getAttribute('href')}${element.getAttribute('fetchpriority') === 'low' ? ' low' : ''}`,
    );
  const run = (queue: (() => void)[]) => queue.splice(0).forEach((task) => task());
  /** Runs the timers already set, one at a time, and returns what each one added. */
  const eachTimer = () =>
    timers.splice(0).map((task) => {
      const before = added().length;
      task();
      return added().slice(before);
    });
  return { added, paintFrame: () => run(frames), runTimers: () => run(timers), eachTimer };
}

afterEach(() => {
  vi.restoreAllMocks();
  document.head.innerHTML = '';
});

const SIX_FIRST =
  '/assets/index-1.js /assets/react-2.js /assets/router-3.js /assets/TourStopPage-4.js /assets/dates-5.js /assets/share-6.js';

describe('the start of a rendered page', () => {
  it('adds nothing before the first frame is painted, then the entry, then its modules and the soon ones (at low priority), a few per task', () => {
    const { added, paintFrame, runTimers } = page(HEAD);
    expect(added()).toEqual([]);
    paintFrame();
    // In the frame's callback the frame is not painted yet.
    expect(added()).toEqual([]);
    runTimers();
    // The frame's timer: the entry's script alone, so that its request goes first and the task stays short.
    expect(added()).toEqual(['script module /assets/index-1.js']);
    runTimers();
    expect(added()).toEqual([
      'script module /assets/index-1.js',
      'modulepreload /assets/index-1.js',
      'modulepreload /assets/react-2.js',
      'modulepreload /assets/TourStopPage-3.js',
      'modulepreload /assets/SiteFooter-4.js low',
      'modulepreload /assets/StopPlace-5.js low',
    ]);
  });

  it('starts no more than four requests in one task, in the order the build named them', () => {
    const head = `<meta name="${FIRST_MODULES_META}" content="${SIX_FIRST}" />
      <meta name="${SOON_MODULES_META}" content="/assets/SiteFooter-7.js /assets/CookieBanner-8.js /assets/VenetoMap-9.js" />`;
    const { paintFrame, runTimers, eachTimer } = page(head);
    paintFrame();
    runTimers();
    // Each timer is a task of its own.
    const tasks = eachTimer();
    expect(tasks.map((links) => links.length)).toEqual([4, 4, 1]);
    expect(tasks.flat()).toEqual([
      ...SIX_FIRST.split(' ').map((href) => `modulepreload ${href}`),
      'modulepreload /assets/SiteFooter-7.js low',
      'modulepreload /assets/CookieBanner-8.js low',
      'modulepreload /assets/VenetoMap-9.js low',
    ]);
  });

  it('starts at once in a tab opened hidden, where no frame is painted', () => {
    const { added, runTimers } = page(HEAD, { hidden: true });
    expect(added()).toEqual(['script module /assets/index-1.js']);
    runTimers();
    expect(added()).toHaveLength(6);
  });

  it('does nothing on a page that names no modules', () => {
    const { added, paintFrame, runTimers } = page('');
    paintFrame();
    runTimers();
    expect(added()).toEqual([]);
  });
});

describe('the cookie banner of a visitor who chose (docs/decisions/0047)', () => {
  const DAY_MS = 86_400_000;
  const banner = () => {
    document.body.innerHTML = '<section class="cookie-banner" aria-label="Informativa sui cookie"></section>';
    return document.body.firstElementChild!;
  };

  afterEach(() => {
    localStorage.clear();
    document.body.innerHTML = '';
  });

  it('is hidden before the first paint while the choice lasts, a choice stored without its day included', () => {
    for (const [choice, madeAt] of [
      ['accepted', Date.now() - DAY_MS],
      ['rejected', Date.now() - (COOKIE_CHOICE_LASTS_SECONDS * 1000 - DAY_MS)],
      ['accepted', undefined],
    ] as const) {
      const section = banner();
      localStorage.clear();
      localStorage.setItem(LOCAL_STORAGE_KEYS.cookieConsent.name, choice);
      if (madeAt) localStorage.setItem(LOCAL_STORAGE_KEYS.cookieConsentDate.name, String(madeAt));
      page('');
      expect(section.hasAttribute('hidden')).toBe(true);
    }
  });

  it('shows with no choice, an expired one or an unknown value', () => {
    for (const [choice, madeAt] of [
      [undefined, undefined],
      ['accepted', Date.now() - COOKIE_CHOICE_LASTS_SECONDS * 1000 - DAY_MS],
      ['maybe', Date.now()],
    ] as const) {
      const section = banner();
      localStorage.clear();
      if (choice) localStorage.setItem(LOCAL_STORAGE_KEYS.cookieConsent.name, choice);
      if (madeAt) localStorage.setItem(LOCAL_STORAGE_KEYS.cookieConsentDate.name, String(madeAt));
      page('');
      expect(section.hasAttribute('hidden')).toBe(false);
    }
  });
});
