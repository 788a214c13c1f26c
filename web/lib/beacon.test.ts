import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Beacon } from '../../core/measurement';
import { startBeacon } from './beacon';
import { announcePageView, countPageEvent } from './page-events';

/** web-vitals' callbacks, called by the test as the library would report. */
const vitals = vi.hoisted(() => ({ lcp: [] as Reporter[], cls: [] as Reporter[], inp: [] as Reporter[] }));
type Reporter = (metric: { value: number; attribution: { interactionTarget?: string } }) => void;
vi.mock('web-vitals/attribution', () => ({
  onLCP: (report: Reporter) => vitals.lcp.push(report),
  onCLS: (report: Reporter) => vitals.cls.push(report),
  onINP: (report: Reporter) => vitals.inp.push(report),
}));

const report = (vital: keyof typeof vitals, value: number, interactionTarget?: string) =>
  vitals[vital].forEach((each) => each({ value, attribution: { interactionTarget } }));

/** Each beacon sent: its address and its body, read back. */
let sent: { url: string; body: Beacon }[] = [];
/** The listeners a test's beacon added to the page, removed after it so no beacon outlives its test. */
let listeners: [string, EventListenerOrEventListenerObject][] = [];
let visibility: DocumentVisibilityState = 'visible';

/** The page hidden (the tab changed, the page left), or shown again. */
function setVisibility(state: DocumentVisibilityState) {
  visibility = state;
  document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
}

/** A navigation of the app: the router's new address, then its announcement (web/routes.tsx). */
function navigate(path: string) {
  history.pushState(null, '', path);
  announcePageView();
}

/** The beacon starts each of web-vitals' observers in a task of its own: the tasks it set before this one. */
const observersStarted = () => new Promise((resolve) => setTimeout(resolve));

/** Every write a page could make to the browser's storage. */
const storageWrites = () => vi.mocked(Storage.prototype.setItem).mock.calls.length;

beforeEach(() => {
  sent = [];
  listeners = [];
  for (const list of Object.values(vitals)) list.length = 0;
  visibility = 'visible';
  vi.spyOn(document, 'visibilityState', 'get').mockImplementation(() => visibility);
  vi.spyOn(Storage.prototype, 'setItem');
  const add = window.addEventListener.bind(window);
  vi.spyOn(window, 'addEventListener').mockImplementation((type, listener, options) => {
    if (listener) listeners.push([type, listener]);
    add(type, listener, options);
  });
  const sendBeacon = (url: string, body: string) => sent.push({ url, body: JSON.parse(body) as Beacon }) > 0;
  vi.stubGlobal('navigator', Object.assign(Object.create(navigator) as Navigator, { sendBeacon, webdriver: false }));
  history.replaceState(null, '', '/chi-sono?utm_source=whatsapp&utm_medium=share');
});

afterEach(() => {
  for (const [type, listener] of listeners) window.removeEventListener(type, listener);
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  history.replaceState(null, '', '/');
});

describe('the beacon', () => {
  it('sends each page view once as it ends: the landing with its source and vitals, the next ones as interno', async () => {
    startBeacon(location);
    await observersStarted();
    report('lcp', 1234.4);
    report('cls', 0.0421);
    report('inp', 96, 'h1.bio__title');
    countPageEvent('share-whatsapp');
    expect(sent).toEqual([]);

    // The app shows another page: the landing's view goes, with what it gathered.
    navigate('/contatti');
    expect(sent).toEqual([
      {
        url: '/api/metrics',
        body: {
          path: '/chi-sono',
          device: 'desktop',
          utmSource: 'whatsapp',
          utmMedium: 'share',
          lcp: 1234,
          cls: 0.042,
          inp: 96,
          inpTarget: 'h1.bio__title',
          events: ['share-whatsapp'],
        },
      },
    ]);

    // The document's vitals are its landing's: a later interaction is carried by no view.
    report('inp', 300, 'a.menu');
    countPageEvent('calendar');
    // The same path shown again (a query, a hash, the router's own render) is the same view.
    history.pushState(null, '', '/contatti#modulo');
    announcePageView();
    expect(sent).toHaveLength(1);

    // Hidden, the view goes; shown and hidden again, it is not sent twice.
    setVisibility('hidden');
    setVisibility('visible');
    countPageEvent('directions');
    setVisibility('hidden');
    expect(sent.map(({ body }) => body)).toEqual([
      expect.objectContaining({ path: '/chi-sono' }),
      { path: '/contatti', device: 'desktop', inApp: 1, events: ['calendar'] },
    ]);

    // Back to the first page: a view of its own, sent when it ends.
    setVisibility('visible');
    navigate('/chi-sono');
    countPageEvent('share-copy');
    setVisibility('hidden');
    expect(sent.map(({ body }) => body).slice(2)).toEqual([
      { path: '/chi-sono', device: 'desktop', inApp: 1, events: ['share-copy'] },
    ]);

    // Nothing was kept on the device.
    expect(storageWrites()).toBe(0);
    expect([localStorage.length, sessionStorage.length, document.cookie]).toEqual([0, 0, '']);
  });

  it('ends the landing at once when the visitor moved on in the app before it started', () => {
    history.replaceState(null, '', '/contatti');
    startBeacon({ pathname: '/chi-sono', search: '?utm_source=whatsapp' });
    expect(sent.map(({ body }) => body)).toEqual([
      { path: '/chi-sono', device: 'desktop', utmSource: 'whatsapp', events: [] },
    ]);
    setVisibility('hidden');
    expect(sent.map(({ body }) => body).slice(1)).toEqual([
      { path: '/contatti', device: 'desktop', inApp: 1, events: [] },
    ]);
  });

  it('counts a document another page of the site loaded as a view inside the visit, without its carried tags', async () => {
    vi.spyOn(document, 'referrer', 'get').mockReturnValue(`${location.origin}/chi-sono?utm_source=whatsapp`);
    history.replaceState(null, '', '/tappe/3?utm_source=whatsapp&utm_campaign=comizio');
    startBeacon(location);
    await observersStarted();
    report('lcp', 900);
    setVisibility('hidden');
    expect(sent.map(({ body }) => ({ ...body, lcp: undefined }))).toEqual([
      { path: '/tappe/3', device: 'desktop', inApp: 1, events: [], lcp: undefined },
    ]);
  });

  it('sends nothing from an automated browser', () => {
    vi.stubGlobal('navigator', Object.assign(Object.create(navigator) as Navigator, { webdriver: true }));
    startBeacon();
    navigate('/contatti');
    setVisibility('hidden');
    expect(sent).toEqual([]);
    expect(listeners).toEqual([]);
  });
});
