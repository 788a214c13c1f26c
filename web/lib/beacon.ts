import { onCLS, onINP, onLCP } from 'web-vitals/attribution';
import {
  METRICS_PATH,
  PAGE_EVENT_TYPE,
  PAGE_VIEW_TYPE,
  type Beacon,
  type Device,
  type PageEvent,
} from '../../core/measurement';
import { LANDING_ADDRESS } from './landing-address';

/**
 * The page views' measurement (docs/decisions/0046, 0050), outside the React tree: started once the page is idle
 * after its first paint (web/main.tsx), it gathers each view's page, source, device class and page events
 * (web/lib/page-events.ts), and sends them in one beacon when the view ends: when the app shows another path
 * (PAGE_VIEW_TYPE, which the router dispatches) or when the page is hidden, which leaving it also does. The
 * document's first view carries its source (`utm_*`, referrer) and web-vitals' LCP, CLS and INP; a view the app's
 * own navigation started is `inApp`, without them. It writes nothing to the browser: no cookie, no storage, no id.
 * An automated browser (navigator.webdriver) sends nothing.
 */

const device = (): Device =>
  !matchMedia('(pointer: coarse)').matches
    ? 'desktop'
    : Math.min(screen.width, screen.height) < 600
      ? 'mobile'
      : 'tablet';

/** The referrer's host, when there is one ('' when it cannot be read). */
function referrerHost(): string | undefined {
  try {
    return new URL(document.referrer).host || undefined;
  } catch {
    return undefined;
  }
}

/**
 * `landing` is the address the document was loaded at, read by the entry before the app could change it: if the
 * visitor has moved on in the app before the beacon started, the landing's view ends at once.
 */
export function startBeacon(landing: { pathname: string; search: string } = LANDING_ADDRESS): void {
  if (navigator.webdriver) return;
  const query = new URLSearchParams(landing.search);
  const tag = (name: string) => query.get(name)?.slice(0, 100) || undefined;
  const kind = device();
  let events: PageEvent[] = [];
  const referrer = referrerHost();
  // A document another page of the site loaded (a link from a page without the app, which carries the landing's
  // tags along: web/lib/site-chrome.ts) is a view inside the visit, as the app's own navigations are (decision
  // 0049), without the tags or the vitals a landing has.
  const fromSite = referrer === location.host;
  const first: Beacon = fromSite
    ? { path: landing.pathname, device: kind, inApp: 1, events }
    : {
        path: landing.pathname,
        device: kind,
        utmSource: tag('utm_source'),
        utmMedium: tag('utm_medium'),
        utmCampaign: tag('utm_campaign'),
        referrer,
        events,
      };
  let view = first;
  // Whether the current view has gone: a view is sent once, whatever hides or ends it.
  let sent = false;
  const send = () => {
    if (!sent) navigator.sendBeacon(METRICS_PATH, JSON.stringify(view));
    sent = true;
  };
  const showing = () => {
    if (location.pathname === view.path) return;
    send();
    view = { path: location.pathname, device: kind, inApp: 1, events: (events = []) };
    sent = false;
  };
  addEventListener(PAGE_EVENT_TYPE, (event) => {
    if (!sent && events.length < 50) events.push((event as CustomEvent<PageEvent>).detail);
  });
  addEventListener(PAGE_VIEW_TYPE, showing);
  // The vitals are the document's: they go with its first view and are no longer read once it is sent. Each
  // observer starts in a task of its own: each reads the page's buffered entries as it starts, and the three in one
  // task made a long one on a low-tier phone (decisions 0049, 0052).
  const always = { reportAllChanges: true };
  [
    () => onLCP((metric) => (first.lcp = Math.round(metric.value)), always),
    () => onCLS((metric) => (first.cls = Math.round(metric.value * 1000) / 1000), always),
    () =>
      onINP((metric) => {
        first.inp = Math.round(metric.value);
        first.inpTarget = metric.attribution.interactionTarget?.slice(0, 120) || undefined;
      }, always),
  ].forEach((observe) => setTimeout(observe));
  // When the page is hidden: leaving it hides it too, after its pagehide, and only then has web-vitals (whose
  // listeners, added above, run first) reported the final INP and CLS. Shown again, it sends nothing more until
  // the app shows another path.
  addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') send();
  });
  showing();
}
