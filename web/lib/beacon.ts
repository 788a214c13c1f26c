import { onCLS, onINP, onLCP } from 'web-vitals/attribution';
import { METRICS_PATH, PAGE_EVENT_TYPE, type Beacon, type Device, type PageEvent } from '../../core/measurement';

/**
 * The page's measurement (docs/decisions/0046), outside the React tree: started once the page is idle after its
 * first paint (web/main.tsx), it gathers the page, its source, a device class, the LCP, INP and CLS of web-vitals'
 * attribution build and the page events (web/lib/page-events.ts), and sends them in one beacon when the page is
 * first hidden, which leaving it also does. It writes nothing to the browser: no cookie, no storage, no id. An automated browser
 * (navigator.webdriver) sends nothing.
 */

const device = (): Device =>
  !matchMedia('(pointer: coarse)').matches
    ? 'desktop'
    : Math.min(screen.width, screen.height) < 600
      ? 'mobile'
      : 'tablet';

/** The referrer's host, when it is another site's. */
function referrerHost(): string | undefined {
  try {
    const { host } = new URL(document.referrer);
    return host && host !== location.host ? host : undefined;
  } catch {
    return undefined;
  }
}

export function startBeacon(): void {
  if (navigator.webdriver) return;
  const query = new URLSearchParams(location.search);
  const tag = (name: string) => query.get(name)?.slice(0, 100) || undefined;
  const events: PageEvent[] = [];
  const beacon: Beacon = {
    path: location.pathname,
    device: device(),
    utmSource: tag('utm_source'),
    utmMedium: tag('utm_medium'),
    utmCampaign: tag('utm_campaign'),
    referrer: referrerHost(),
    events,
  };
  addEventListener(PAGE_EVENT_TYPE, (event) => {
    if (events.length < 50) events.push((event as CustomEvent<PageEvent>).detail);
  });
  const always = { reportAllChanges: true };
  onLCP((metric) => (beacon.lcp = Math.round(metric.value)), always);
  onCLS((metric) => (beacon.cls = Math.round(metric.value * 1000) / 1000), always);
  onINP((metric) => {
    beacon.inp = Math.round(metric.value);
    beacon.inpTarget = metric.attribution.interactionTarget?.slice(0, 120) || undefined;
  }, always);
  // Once, when the page is first hidden: leaving it hides it too, after its pagehide, and only then has web-vitals
  // (whose listeners, added above, run first) reported the final INP and CLS.
  let sent = false;
  addEventListener('visibilitychange', () => {
    if (sent || document.visibilityState !== 'hidden') return;
    sent = true;
    navigator.sendBeacon(METRICS_PATH, JSON.stringify(beacon));
  });
}
