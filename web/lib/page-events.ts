import { PAGE_EVENT_TYPE, PAGE_VIEW_TYPE, type PageEvent } from '../../core/measurement';

/**
 * Tells the page's beacon (web/lib/beacon.ts) that the visitor did something the staff count: a share by its
 * channel, a calendar file, the directions. An event on `window`, so the beacon stays outside the React tree and
 * the pages never import it: nothing is counted where it has not started, and nothing is stored.
 */
export function countPageEvent(event: PageEvent): void {
  window.dispatchEvent(new CustomEvent(PAGE_EVENT_TYPE, { detail: event }));
}

/**
 * Tells the beacon that the app's router shows `location.pathname` (web/routes.tsx): if it is another path than the
 * view's, that view ends and a new one starts (docs/decisions/0050). An event on `window` as above, so the beacon
 * learns of the app's navigations without knowing the router, and a page without the app needs nothing of it.
 */
export function announcePageView(): void {
  window.dispatchEvent(new Event(PAGE_VIEW_TYPE));
}
