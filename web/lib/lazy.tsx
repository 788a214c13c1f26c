import { lazy, type ComponentType } from 'react';

/** A lazily loaded component that can also be loaded ahead of rendering. */
export type PreloadableComponent<P extends object> = ComponentType<P> & { preload: () => Promise<ComponentType<P>> };

/**
 * A component in its own chunk that can be loaded before rendering: once loaded it renders directly instead of
 * suspending, so the prerender writes its HTML and the hydration of a page whose chunk is already there keeps
 * that HTML rather than showing a Suspense fallback.
 */
export function lazyWithPreload<P extends object>(load: () => Promise<ComponentType<P>>): PreloadableComponent<P> {
  let loaded: ComponentType<P> | undefined;
  const preload = () => load().then((component) => (loaded = component));
  const Lazy = lazy(() => preload().then((component) => ({ default: component })));
  function Preloadable(props: P) {
    const Loaded = loaded;
    return Loaded ? <Loaded {...props} /> : <Lazy {...props} />;
  }
  return Object.assign(Preloadable, { preload });
}
