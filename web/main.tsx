// First: it must run before any chunk loads (see the module).
import './lib/inlined-stylesheets';
// Read before anything can change the address: where the visitor landed.
import './lib/landing-address';
import { pageToHydrate } from './lib/hydrated-page';
import { startSiteChrome } from './lib/site-chrome';
import { startAtFirstUse } from './lib/first-use';
import { nextTask } from './lib/next-task';
import { whenPageIdle } from './lib/page-idle';
import { PAGE_ROUTES } from '../core/page-routes';
import { APP_AT_LOAD_ATTRIBUTE, PAGE_LIVE_ATTRIBUTE, WITHOUT_APP_ATTRIBUTE } from '../core/rendered-root';
// The shell's styles, applied as the entry runs (a page the build rendered has them inlined already).
import './styles/global.css';
import './styles/text-page.css';
import './styles/site-header.css';
import './styles/site-footer.css';

/**
 * The entry: the app's modules evaluated in two tasks instead of one (docs/decisions/0047). A module and what it
 * imports are evaluated in one go, and React's DOM renderer alone is a few milliseconds of it, a long task at
 * Lighthouse's CPU slowdown: React first, then the app (app-start.tsx: the router, the layout, the routes), which
 * imports React again and finds it evaluated. The build names both in the page's first modules
 * (web/prerender/chunk-graph.ts), so they are fetched together. (The router is not a step of its own: imported
 * whole, as a dynamic import takes it, it would ship the exports the app never uses.)
 */
async function start(): Promise<void> {
  // A page rendered in the browser shows nothing until the app has run: no step to wait for there.
  if (pageToHydrate(document.getElementById('root')!)) {
    await import('react-dom/client');
    await nextTask();
  }
  const { appStarted } = await import('./app-start');
  await appStarted;
}

// The menu and the cookie banner answer from now on, before and without React (web/lib/site-chrome.ts).
startSiteChrome();
// A page without the app (core/pages.ts `withoutApp`) is its HTML: React never loads for it (docs/decisions/0049).
// A page the build rendered starts its app at the visitor's first sign of use (web/lib/first-use.ts); a page
// rendered in the browser has nothing to show until it runs, and a mail's link page shows what its token says.
// Once it has, its root says so: the page is live (what the browser tests and bench:inp wait for).
const root = document.getElementById('root')!;
const live = () => root.setAttribute(PAGE_LIVE_ATTRIBUTE, '');
if (root.hasAttribute(WITHOUT_APP_ATTRIBUTE)) {
  void import('./lib/page-without-app').then(({ keepPageCurrent }) => {
    keepPageCurrent();
    live();
  });
} else if (pageToHydrate(root) && !root.hasAttribute(APP_AT_LOAD_ATTRIBUTE)) {
  startAtFirstUse(() => start().then(live));
} else {
  void start().then(live);
}

// The measurement (web/lib/beacon.ts): a module of its own, outside the app, once the page is idle. Not the admin's.
// Not a step of the app's start: the build leaves it out of the page's first modules (web/prerender/chunk-graph.ts)
// and its HTML preloads it with the public layout's soon modules (core/pages.ts). It reads the address the page
// was loaded at (web/lib/landing-address.ts), as the visitor may have moved on in the app before it starts.
if (!window.location.pathname.startsWith(PAGE_ROUTES.admin.path)) {
  whenPageIdle(() => void import('./lib/beacon').then(({ startBeacon }) => startBeacon()));
}
