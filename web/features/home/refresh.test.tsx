import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LIST_REFRESH_MS } from '../../lib/swr';
import { failWith, server } from '../../../test/web/api-server';
import { renderRoute } from '../../../test/web/render';

/** Counts the GETs of each API path the home page makes. */
function countRequests() {
  const counts: Record<string, number> = {};
  server.events.on('request:start', ({ request }) => {
    if (request.method !== 'GET') return;
    const path = new URL(request.url).pathname;
    counts[path] = (counts[path] ?? 0) + 1;
  });
  return counts;
}

afterEach(() => {
  server.events.removeAllListeners();
  vi.useRealTimers();
});

async function homeLoaded() {
  renderRoute('/');
  await screen.findByRole('heading', { name: 'Prossime Tappe' });
  await waitFor(() => expect(screen.queryAllByText(/caricamento/i, { selector: '[role=status] *' })).toHaveLength(0));
}

describe('home page data freshness (SPEC.md section 7)', () => {
  it('refetches the cities and the tour every 30 s, and nothing else', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const counts = countRequests();
    await homeLoaded();
    await waitFor(() => expect(counts['/api/tour-events']).toBe(1));
    const before = { ...counts };

    await act(() => vi.advanceTimersByTimeAsync(LIST_REFRESH_MS + 500));
    await waitFor(() => expect(counts['/api/tour-events']).toBe(before['/api/tour-events'] + 1));
    expect(counts['/api/visited-cities']).toBe(before['/api/visited-cities'] + 1);
    expect(counts['/api/content']).toBe(before['/api/content']);
  });

  it('refetches the cities and the tour when the window regains focus, but not the content', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const counts = countRequests();
    await homeLoaded();
    await waitFor(() => expect(counts['/api/visited-cities']).toBe(1));
    // SWR ignores focus events closer than 5 s to the last fetch.
    await act(() => vi.advanceTimersByTimeAsync(6_000));
    const before = { ...counts };

    act(() => {
      window.dispatchEvent(new Event('focus'));
    });
    await waitFor(() => expect(counts['/api/visited-cities']).toBe(before['/api/visited-cities'] + 1));
    expect(counts['/api/tour-events']).toBe(before['/api/tour-events'] + 1);
    expect(counts['/api/content']).toBe(before['/api/content']);
  });

  it('does not retry a failed request on its own', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    failWith('get', '/api/tour-events', 500, 'Errore interno');
    const counts = countRequests();
    await homeLoaded();
    await waitFor(() => expect(counts['/api/tour-events']).toBe(1));
    // SWR's own retry would come back within a few seconds; the next poll is 30 s away.
    await act(() => vi.advanceTimersByTimeAsync(20_000));
    expect(counts['/api/tour-events']).toBe(1);
  });
});
