import { lazy, Suspense, useSyncExternalStore, type ReactNode } from 'react';
import { SWRConfig } from 'swr';
import type { PrerenderData } from '../../core/api-paths';
import { swrConfig } from '../lib/swr';

// No page shows a toast before the visitor acts: the toaster (and its library) loads after the first paint.
const Toaster = lazy(() => import('./Toaster').then((module) => ({ default: module.Toaster })));

const noSubscription = () => () => {};

/** Mounted after hydration, so the prerendered HTML and the first client render agree (neither has it). */
function DeferredToaster() {
  // false on the server and while hydrating, true once the page is the browser's own.
  const mounted = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
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
