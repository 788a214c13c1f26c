// First: it must run before any chunk loads (see the module).
import './lib/inlined-stylesheets';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { AppProviders } from './app/AppProviders';
import type { PrerenderData } from '../core/api-paths';
import { PRERENDER_DATA_ID } from '../core/rendered-root';
import { fetchLaterModules } from './lib/later-modules';
import { whenPageIdle } from './lib/page-idle';
import { AppRoutes, preloadScreen } from './routes';
import { PAGE_ROUTES } from '../core/page-routes';
import './styles/global.css';
import './styles/text-page.css';
import './styles/site-header.css';
import './styles/site-footer.css';

function prerenderedData(): PrerenderData | undefined {
  const text = document.getElementById(PRERENDER_DATA_ID)?.textContent;
  return text ? (JSON.parse(text) as PrerenderData) : undefined;
}

const container = document.getElementById('root')!;
const app = (
  <StrictMode>
    <BrowserRouter>
      <AppProviders prerendered={prerenderedData()}>
        <AppRoutes />
      </AppProviders>
    </BrowserRouter>
  </StrictMode>
);

/**
 * A page the build rendered is hydrated. Rendered afresh instead: an empty root; a page a function built
 * (data-client-render: a tour stop's, whose HTML is a plain copy for link previews and no-script visitors); and
 * 404.html answering a path under /admin, which shows the 404 without the public layout it was built with.
 */
const prerendered =
  container.firstElementChild !== null &&
  !container.hasAttribute('data-client-render') &&
  !window.location.pathname.startsWith(PAGE_ROUTES.admin.path);

if (prerendered) {
  // Load the screen first, so hydration finds the same tree the HTML holds. As a transition, hydration yields to
  // the browser every few milliseconds instead of holding the main thread for the whole page at once; the page
  // is already painted, and a tap meanwhile is replayed once its part is hydrated.
  void preloadScreen(window.location.pathname).then(() => startTransition(() => void hydrateRoot(container, app)));
  fetchLaterModules();
} else {
  createRoot(container).render(app);
}

// The measurement (web/lib/beacon.ts): a module of its own, outside the app, once the page is idle. Not the admin's.
if (!window.location.pathname.startsWith(PAGE_ROUTES.admin.path)) {
  whenPageIdle(() => void import('./lib/beacon').then(({ startBeacon }) => startBeacon()));
}
