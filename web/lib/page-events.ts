import { PAGE_EVENT_TYPE, type PageEvent } from '../../core/measurement';

/**
 * Tells the page's beacon (web/lib/beacon.ts) that the visitor did something the staff count: a share by its
 * channel, a calendar file, the directions. An event on `window`, so the beacon stays outside the React tree and
 * the pages never import it: nothing is counted where it has not started, and nothing is stored.
 */
export function countPageEvent(event: PageEvent): void {
  window.dispatchEvent(new CustomEvent(PAGE_EVENT_TYPE, { detail: event }));
}
