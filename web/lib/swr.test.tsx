import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { SWRConfig, type Cache } from 'swr';
import { afterEach, describe, expect, expectTypeOf, it } from 'vitest';
import { API, type PrerenderData } from '../../core/api-paths';
import type { SiteContent } from '../../core/schema/site-content.schema';
import type { User } from '../../core/schema/user.schema';
import { api, failWith, server } from '../../test/web/api-server';
import { ApiError } from './api';
import { swrConfig, useApi } from './swr';

/** SWR as the app sets it up, with a fresh cache the test can read, and the build's data when given. */
function providers(cache: Cache, prerendered?: PrerenderData) {
  return function Providers({ children }: { children: ReactNode }) {
    return <SWRConfig value={{ ...swrConfig, provider: () => cache, fallback: prerendered }}>{children}</SWRConfig>;
  };
}

/** The GETs each path receives. */
function countRequests(): Record<string, number> {
  const counts: Record<string, number> = {};
  server.events.on('request:start', ({ request }) => {
    const path = new URL(request.url).pathname;
    counts[path] = (counts[path] ?? 0) + 1;
  });
  return counts;
}

afterEach(() => server.events.removeAllListeners());

describe('useApi', () => {
  it("reads an entry under its path as SWR's key, typed by the contract", async () => {
    const cache = new Map();
    const { result } = renderHook(() => useApi(API.content), { wrapper: providers(cache) });
    expectTypeOf(result.current.data).toEqualTypeOf<SiteContent | undefined>();
    await waitFor(() => expect(result.current.data).toEqual(api.content));
    expect([...cache.keys()]).toEqual(['/api/content']);
  });

  it('starts from the data the page was prerendered with, keyed by path, then fetches it once', async () => {
    const counts = countRequests();
    const prerendered = { [API.content]: { ...api.content, heroTitle: 'Dalla build' } };
    const { result } = renderHook(() => useApi(API.content), { wrapper: providers(new Map(), prerendered) });
    expect(result.current.data?.heroTitle).toBe('Dalla build');
    expect(result.current.isLoading).toBe(false);
    await waitFor(() => expect(result.current.data?.heroTitle).toBe(api.content.heroTitle));
    expect(counts['/api/content']).toBe(1);
  });

  it('fetches a prerendered key once however many components read it', async () => {
    const counts = countRequests();
    const prerendered = { [API.content]: { ...api.content, heroTitle: 'Dalla build' } };
    const { result } = renderHook(() => [useApi(API.content), useApi(API.content)] as const, {
      wrapper: providers(new Map(), prerendered),
    });
    await waitFor(() =>
      expect(result.current.map(({ data }) => data?.heroTitle)).toEqual([api.content.heroTitle, api.content.heroTitle]),
    );
    // Past the deduping interval's start: a second refresh would have been sent by now.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(counts['/api/content']).toBe(1);
  });

  it('answers null for a 401 where asked, and raises it (and any other failure) as "status: body" elsewhere', async () => {
    const asked = renderHook(() => useApi(API.authUser, { nullWhenUnauthorized: true }), {
      wrapper: providers(new Map()),
    });
    expectTypeOf(asked.result.current.data).toEqualTypeOf<User | null | undefined>();
    await waitFor(() => expect(asked.result.current.data).toBeNull());
    expect(asked.result.current.error).toBeUndefined();

    const plain = renderHook(() => useApi(API.authUser), { wrapper: providers(new Map()) });
    await waitFor(() => expect(plain.result.current.error).toBeInstanceOf(ApiError));
    expect(plain.result.current.error?.message).toBe('401: {"error":"Non autorizzato"}');

    failWith('get', API.authUser, 500, 'Errore interno');
    const failing = renderHook(() => useApi(API.authUser, { nullWhenUnauthorized: true }), {
      wrapper: providers(new Map()),
    });
    await waitFor(() => expect(failing.result.current.error?.message).toBe('500: {"error":"Errore interno"}'));
    expect(failing.result.current.data).toBeUndefined();
  });
});
