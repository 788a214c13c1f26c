import { lazy, Suspense, useSyncExternalStore, type ReactNode } from 'react';
import { SWRConfig } from 'swr';
import type { PrerenderData } from '../../core/api-paths';
import { swrConfig } from '../lib/swr';
import { subscribeToToasterDemand, toasterWanted } from '../lib/toaster-demand';

// No page shows a toast before the visitor acts: the toaster (and its library) loads when first needed.
const Toaster = lazy(() => import('./Toaster').then((module) => ({ default: module.Toaster })));

/** Mounted at the first toast or the visitor's first act (lib/toaster-demand.ts), never in the prerendered HTML. */
function DeferredToaster() {
  const mounted = useSyncExternalStore(subscribeToToasterDemand, toasterWanted, () => false);
  return mounted ? (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  ) : null;
}

/**
 * SWR's rules and the toaster, shared by the app, the prerender and component tests. `prerendered` is the data
 * the build rendered the page with, keyed by API path: SWR starts from it and still fetches each key once.
 */
export function AppProviders({ children, prerendered }: { children: ReactNode; prerendered?: PrerenderData }) {
  return (
    <SWRConfig value={prerendered ? { ...swrConfig, fallback: prerendered } : swrConfig}>
      {children}
      <DeferredToaster />
    </SWRConfig>
  );
}
