/**
 * The app: providers, router and routes around the page, hydrated where the build rendered the page, rendered
 * otherwise. Loaded by main.tsx, once React's and the router's modules have been evaluated, each in a task of its own.
 */
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { AppProviders } from './app/AppProviders';
import { preloadLayout } from './app/PublicLayout';
import type { PrerenderData } from '../core/api-paths';
import { PRERENDER_DATA_ID } from '../core/rendered-root';
import { fetchLaterModules } from './lib/later-modules';
import { nextTask } from './lib/next-task';
import { AppRoutes, preloadScreen } from './routes';
import { pageToHydrate } from './lib/hydrated-page';

function prerenderedData(): PrerenderData | undefined {
  const text = document.getElementById(PRERENDER_DATA_ID)?.textContent;
  return text ? (JSON.parse(text) as PrerenderData) : undefined;
}

const container = document.getElementById('root')!;
const app = (prerendered: PrerenderData | undefined) => (
  <StrictMode>
    <BrowserRouter>
      <AppProviders prerendered={prerendered}>
        <AppRoutes />
      </AppProviders>
    </BrowserRouter>
  </StrictMode>
);

/**
 * Hydrates a page the build rendered, each step in a task of its own (docs/decisions/0047): this module's
 * evaluation (React, the router, the layout), the screen's, the layout's parts asked for, the build's data read,
 * then the hydration, which React does in slices of a millisecond (web/prerender/short-render-slices.ts).
 */
async function hydrateInSteps(): Promise<void> {
  // Load the screen first, so hydration finds the same tree the HTML holds.
  await preloadScreen(window.location.pathname);
  await nextTask();
  void preloadLayout();
  await nextTask();
  const prerendered = prerenderedData();
  await nextTask();
  // As a transition, hydration yields to the browser between slices instead of holding the main thread for the
  // whole page at once; the page is already painted, and a tap meanwhile is replayed once its part is hydrated.
  startTransition(() => void hydrateRoot(container, app(prerendered)));
}

function renderAfresh(): Promise<void> {
  void preloadLayout();
  createRoot(container).render(app(prerenderedData()));
  return Promise.resolve();
}

/** Settles once React has been asked to hydrate (or render) the page: it answers clicks from then on. */
export const appStarted: Promise<void> = pageToHydrate(container) ? hydrateInSteps() : renderAfresh();
if (pageToHydrate(container)) fetchLaterModules();
