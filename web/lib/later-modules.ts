import { LATER_MODULES_META } from '../../core/page-module-metas';
import { metaList } from './meta-list';

/** How long an idle moment may be waited for before the modules are fetched anyway. */
const IDLE_TIMEOUT_MS = 2_000;

/**
 * Once the page has loaded and the browser is idle, fetches the modules its HTML names in the `later-modules` meta
 * tag, at low priority, without running them: a part most visitors never use (a stop's booking form) then finds
 * its code at the first touch, and its download does not share the first load's bandwidth. Vite's loader finds
 * the links when the part is asked for, and fetches nothing twice.
 */
export function fetchLaterModules(): void {
  const hrefs = metaList(LATER_MODULES_META);
  if (hrefs.length === 0) return;
  const fetchAll = () => {
    for (const href of hrefs) {
      if (document.querySelector(`link[rel="modulepreload"][href="${href}"]`)) continue;
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.setAttribute('fetchpriority', 'low');
      link.setAttribute('href', href);
      document.head.append(link);
    }
  };
  // Safari has no requestIdleCallback: a moment after the load instead.
  const whenIdle = () =>
    typeof window.requestIdleCallback === 'function'
      ? window.requestIdleCallback(fetchAll, { timeout: IDLE_TIMEOUT_MS })
      : window.setTimeout(fetchAll, 200);
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
}
