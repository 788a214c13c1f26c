import { useEffect, useRef } from 'react';
import useSWR, {
  unstable_serialize,
  useSWRConfig,
  type Middleware,
  type SWRConfiguration,
  type SWRResponse,
} from 'swr';
import type { Readable, ReplyOf } from '../../core/api-contract';
import { apiGetOrNullWhenUnauthorized, apiRequest } from './api';

/** Every SWR key is an API path: a table entry, an item of one, or a list page with its query. */
const fetchPath = (path: string): Promise<unknown> => apiRequest('GET', path);

/**
 * Data from the prerender is only a starting value: a key whose value comes from it alone is fetched once on
 * mount, as it would be without it (SWR counts fallback data as fresh, since data never becomes stale here).
 * Revalidating rather than mounting as "loading" keeps the screen as the HTML drew it while the fetch runs.
 */
/** The keys whose prerendered value has been refreshed, per SWR cache: once per page, however many screens read it. */
const refreshedOnce = new WeakMap<object, Set<string>>();

const fetchOnFirstRead: Middleware = (useSWRNext) => (key, fetcher, config) => {
  const { cache } = useSWRConfig();
  const serialized = key === null ? null : unstable_serialize(key);
  const prerendered = serialized === null ? undefined : config.fallback?.[serialized];
  const onlyPrerendered = useRef(prerendered !== undefined && cache.get(serialized!)?.data === undefined);
  const result = useSWRNext(key, fetcher, config);
  const { mutate } = result;
  useEffect(() => {
    if (!onlyPrerendered.current) return;
    // Each in a task of its own: a page's first reads all come as it hydrates, and starting a request takes the
    // main thread a while; together, with the hydration's effects, they would hold it for one long task.
    const timer = setTimeout(() => {
      onlyPrerendered.current = false;
      // The footer and the page often read the same key (the site's content): one request between them.
      const refreshed = refreshedOnce.get(cache) ?? new Set<string>();
      refreshedOnce.set(cache, refreshed);
      if (refreshed.has(serialized!)) return;
      refreshed.add(serialized!);
      // Into the cache first: the fetch is then a refresh of what is shown, never a "loading" state.
      void mutate(prerendered, { revalidate: true });
    }, 0);
    return () => clearTimeout(timer);
  }, [cache, mutate, prerendered, serialized]);
  return result;
};

/**
 * SPEC.md section 7: no automatic retries, no refetch on focus, data never stale by default.
 * Screens that need fresher data opt in (see LIVE_LIST).
 */
export const swrConfig: SWRConfiguration = {
  fetcher: fetchPath,
  shouldRetryOnError: false,
  revalidateOnFocus: false,
  revalidateOnReconnect: false,
  revalidateIfStale: false,
  dedupingInterval: 2_000,
  use: [fetchOnFirstRead],
};

/** Visited cities and tour events on the public pages: every 30 s and on window focus. */
export const LIST_REFRESH_MS = 30_000;
export const LIVE_LIST: SWRConfiguration = {
  refreshInterval: LIST_REFRESH_MS,
  revalidateOnFocus: true,
};

type Reply<E> = ReplyOf<E, 'GET'>;

/**
 * Reads an API entry with SWR: `useApi(API.content)`. The key is the entry's path, so the prerendered data
 * (keyed by path) is its first value; the data is typed by the contract. With `nullWhenUnauthorized`, a 401
 * answers null ("nobody signed in") instead of failing.
 */
export function useApi<E extends Readable>(
  entry: E,
  options: SWRConfiguration<Reply<E> | null, Error> & { nullWhenUnauthorized: true },
): SWRResponse<Reply<E> | null, Error>;
export function useApi<E extends Readable>(
  entry: E,
  options?: SWRConfiguration<Reply<E>, Error>,
): SWRResponse<Reply<E>, Error>;
export function useApi(
  entry: string,
  { nullWhenUnauthorized, ...config }: SWRConfiguration & { nullWhenUnauthorized?: true } = {},
): SWRResponse {
  return useSWR(entry, nullWhenUnauthorized ? apiGetOrNullWhenUnauthorized : null, config);
}
