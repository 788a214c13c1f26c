import { LATER_MODULES_META } from '../../core/page-module-metas';
import { metaList } from './meta-list';
import { whenPageIdle } from './page-idle';

/** How long an idle moment may be waited for before the modules are fetched anyway. */
const IDLE_TIMEOUT_MS = 2_000;

/**
 * Links per task: each starts a request, 0.2 to 0.6 ms of the main thread on a fast machine (docs/decisions/0032),
 * and the five of a form's chunks in one task made a long one at the calibrated slowdown (docs/decisions/0047).
 */
const LINKS_PER_TASK = 2;

/**
 * Once the page has loaded and the browser is idle, fetches the modules its HTML names in the `later-modules` meta
 * tag, at low priority, without running them: a part most visitors never use (a stop's booking form) then finds
 * its code at the first touch, and its download does not share the first load's bandwidth. Vite's loader finds
 * the links when the part is asked for, and fetches nothing twice.
 */
export function fetchLaterModules(): void {
  const hrefs = metaList(LATER_MODULES_META);
  if (hrefs.length === 0) return;
  const link = (href: string) => {
    if (document.querySelector(`link[rel="modulepreload"][href="${href}"]`)) return;
    const element = document.createElement('link');
    element.rel = 'modulepreload';
    element.crossOrigin = '';
    element.setAttribute('fetchpriority', 'low');
    element.setAttribute('href', href);
    document.head.append(element);
  };
  // A few per task, each task a timer set by the one before.
  const fetchAll = (from = 0) => {
    hrefs.slice(from, from + LINKS_PER_TASK).forEach(link);
    if (from + LINKS_PER_TASK < hrefs.length) setTimeout(() => fetchAll(from + LINKS_PER_TASK));
  };
  whenPageIdle(() => fetchAll(), IDLE_TIMEOUT_MS);
}
