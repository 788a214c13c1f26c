import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { AppProviders } from './app/AppProviders';
import { preloadLayout } from './app/PublicLayout';
import type { PrerenderData } from '../core/api-paths';
import { pageIdForPath, type PageId } from '../core/page-routes';
import { AppRoutes, preloadScreen } from './routes';

/**
 * The parts of screens that the browser loads after hydration (or when the visitor nears them: a page's `soon`
 * modules in core/pages.ts), which the prerender loads first to write their HTML; kept here, out of the
 * browser's shared entry.
 */
const DEFERRED: { readonly [id in PageId]?: () => Promise<unknown> } = {
  home: () => import('./features/home/HomePage').then((m) => m.preloadBelowTheFold()),
  tourStop: () => import('./features/tour-stop/TourStopPage').then((m) => m.preloadDeferredParts()),
  volunteers: () => import('./features/volunteers/VolunteersPage').then((m) => m.preloadVolunteerForm()),
  contact: () => import('./features/contact/ContactPage').then((m) => m.preloadContactForm()),
  photoBooth: () => import('./features/photo-booth/PhotoBoothPage').then((m) => m.preloadDetailsForm()),
};

/** The build's prerender (web/prerender/static-pages.ts): one route's HTML, as app-start.tsx will hydrate it. */
export async function renderPage(pathname: string, data: PrerenderData): Promise<string> {
  await Promise.all([preloadScreen(pathname), DEFERRED[pageIdForPath(pathname)]?.(), preloadLayout()]);
  return renderToString(
    <StrictMode>
      <StaticRouter location={pathname}>
        <AppProviders prerendered={data}>
          <AppRoutes />
        </AppProviders>
      </StaticRouter>
    </StrictMode>,
  );
}
