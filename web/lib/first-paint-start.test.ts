import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AFTER_FIRST_PAINT_SCRIPT, FIRST_MODULES_META, SOON_MODULES_META } from '../../core/after-first-paint';

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
  return { added, paintFrame: () => run(frames), runTimers: () => run(timers) };
}

// The files of the project share one document (decision 0031): its head is put back as it was.
let savedHead = '';
beforeEach(() => {
  savedHead = document.head.innerHTML;
});
afterEach(() => {
  vi.restoreAllMocks();
  document.head.innerHTML = savedHead;
});

describe('the start of a rendered page', () => {
  it('adds nothing before the first frame is painted, then the entry and its first modules, then the soon ones at low priority', () => {
    const { added, paintFrame, runTimers } = page(HEAD);
    expect(added()).toEqual([]);
    paintFrame();
    // In the frame's callback the frame is not painted yet.
    expect(added()).toEqual([]);
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

  it('starts at once in a tab opened hidden, where no frame is painted', () => {
    const { added } = page(HEAD, { hidden: true });
    expect(added()).toHaveLength(6);
    expect(added()[0]).toBe('script module /assets/index-1.js');
  });

  it('does nothing on a page that names no modules', () => {
    const { added, paintFrame, runTimers } = page('');
    paintFrame();
    runTimers();
    expect(added()).toEqual([]);
  });
});
