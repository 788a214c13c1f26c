import { createContext, use, useLayoutEffect, useState, useSyncExternalStore } from 'react';
import type { PhotoBooth } from './usePhotoBooth';

/**
 * The image generator's state for a part that loads on its own (the details form, at its first use): a store
 * whose identity never changes, so that passing it down never updates a part still waiting for its code (an update
 * reaching a boundary that is still waiting makes React drop that boundary's HTML), and the part, once hydrated,
 * reads the latest state from it (docs/decisions/0047).
 */
interface BoothStore {
  current: () => PhotoBooth;
  /** The booth of the page's first render: what the HTML shows, read while a late part hydrates. */
  first: () => PhotoBooth;
  subscribe: (listener: () => void) => () => void;
}

export const BoothStoreContext = createContext<BoothStore | null>(null);

/** The page's store: the booth of its last render, announced to its readers after each commit. */
export function useBoothStore(booth: PhotoBooth): BoothStore {
  const [store] = useState(() => {
    const first = booth;
    let latest = booth;
    const listeners = new Set<() => void>();
    return {
      current: () => latest,
      first: () => first,
      subscribe: (listener: () => void) => {
        listeners.add(listener);
        return () => listeners.delete(listener);
      },
      publish: (next: PhotoBooth) => {
        latest = next;
        listeners.forEach((listener) => listener());
      },
    };
  });
  useLayoutEffect(() => store.publish(booth));
  return store;
}

/**
 * Inside the page: the booth as its last render left it. A part hydrating late first renders the booth its HTML
 * was written with (as it is the server's snapshot), then the latest.
 */
export function useBooth(): PhotoBooth {
  const store = use(BoothStoreContext);
  if (!store) throw new Error('useBooth: no BoothStoreContext above');
  return useSyncExternalStore(store.subscribe, store.current, store.first);
}
