import type { SWRConfiguration } from 'swr';
import { apiGet } from './api';

/** Every SWR key is an API path, or an array of path parts joined by slashes. */
export type ApiKey = string | readonly (string | number)[];

function fetchKey<T>(key: ApiKey): Promise<T> {
  return typeof key === 'string' ? apiGet<T>(key) : apiGet<T>(...key);
}

/**
 * SPEC.md section 7: no automatic retries, no refetch on focus, data never stale by default.
 * Screens that need fresher data opt in (see LIVE_LIST).
 */
export const swrConfig: SWRConfiguration = {
  fetcher: fetchKey,
  shouldRetryOnError: false,
  revalidateOnFocus: false,
  revalidateOnReconnect: false,
  revalidateIfStale: false,
  dedupingInterval: 2_000,
};

/** Visited cities and tour events on the public pages: every 30 s and on window focus. */
export const LIST_REFRESH_MS = 30_000;
export const LIVE_LIST: SWRConfiguration = {
  refreshInterval: LIST_REFRESH_MS,
  revalidateOnFocus: true,
};
