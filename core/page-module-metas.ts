/**
 * The meta tags a rendered page names its modules in (docs/decisions/0032): read by its inline script
 * (core/after-first-paint.ts) and by web/lib/later-modules.ts, in a module of their own so that the browser's code
 * takes the names without the script's text and what it reads.
 */

/** The meta tag naming the modules of the first load: the entry first, then the page's own chunks. */
export const FIRST_MODULES_META = 'first-modules';

/** The meta tag naming what the page loads while it is read (the footer, the cookie banner): fetched at low priority. */
export const SOON_MODULES_META = 'soon-modules';

/**
 * The meta tag naming a part most visitors never use (a stop's booking form): not this script's, but
 * web/lib/later-modules.ts's, which fetches it once the page has loaded.
 */
export const LATER_MODULES_META = 'later-modules';
