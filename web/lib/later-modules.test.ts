import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LATER_MODULES_META } from '../../core/page-module-metas';
import { fetchLaterModules } from './later-modules';

const modulePreloads = () =>
  [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((link) => ({
    href: link.getAttribute('href'),
    fetchpriority: link.getAttribute('fetchpriority'),
    crossorigin: link.getAttribute('crossorigin'),
  }));

function nameLater(...hrefs: string[]) {
  const meta = document.createElement('meta');
  meta.name = LATER_MODULES_META;
  meta.content = hrefs.join(' ');
  document.head.append(meta);
}

describe('fetchLaterModules', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
    Reflect.deleteProperty(window, 'requestIdleCallback');
    document.head.querySelectorAll(`meta[name="${LATER_MODULES_META}"], link`).forEach((node) => node.remove());
  });

  it('links the named modules at low priority only after the load, when the browser is idle', () => {
    nameLater('/assets/RsvpForm-a1.js', '/assets/Form-b2.js');
    const idle = vi.fn<(callback: () => void, options?: { timeout: number }) => number>(() => 1);
    Object.assign(window, { requestIdleCallback: idle });
    vi.spyOn(document, 'readyState', 'get').mockReturnValue('loading');

    fetchLaterModules();
    expect(idle).not.toHaveBeenCalled();
    window.dispatchEvent(new Event('load'));
    expect(idle).toHaveBeenCalledWith(expect.any(Function), { timeout: 2_000 });
    expect(modulePreloads()).toEqual([]);

    idle.mock.calls[0][0]();
    expect(modulePreloads()).toEqual([
      { href: '/assets/RsvpForm-a1.js', fetchpriority: 'low', crossorigin: '' },
      { href: '/assets/Form-b2.js', fetchpriority: 'low', crossorigin: '' },
    ]);
  });

  it('waits a moment where there is no requestIdleCallback (Safari), and links nothing twice', () => {
    nameLater('/assets/RsvpForm-a1.js', '/assets/Form-b2.js');
    const linked = Object.assign(document.createElement('link'), { rel: 'modulepreload' });
    linked.setAttribute('href', '/assets/Form-b2.js');
    document.head.append(linked);

    fetchLaterModules();
    expect(modulePreloads()).toHaveLength(1);
    vi.advanceTimersByTime(200);
    expect(modulePreloads().map((link) => link.href)).toEqual(['/assets/Form-b2.js', '/assets/RsvpForm-a1.js']);
  });

  it('links two per task, so that starting their requests is never one long task', () => {
    const hrefs = ['/assets/A-1.js', '/assets/B-2.js', '/assets/C-3.js', '/assets/D-4.js', '/assets/E-5.js'];
    nameLater(...hrefs);
    const idle = vi.fn<(callback: () => void, options?: { timeout: number }) => number>(() => 1);
    Object.assign(window, { requestIdleCallback: idle });

    fetchLaterModules();
    idle.mock.calls[0][0]();
    expect(modulePreloads().map((link) => link.href)).toEqual(hrefs.slice(0, 2));
    vi.advanceTimersToNextTimer();
    expect(modulePreloads().map((link) => link.href)).toEqual(hrefs.slice(0, 4));
    vi.advanceTimersToNextTimer();
    expect(modulePreloads().map((link) => link.href)).toEqual(hrefs);
  });

  it('links nothing on a page that names no module', () => {
    fetchLaterModules();
    vi.runAllTimers();
    expect(modulePreloads()).toEqual([]);
  });
});
