import { act, renderHook, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { API } from '../../core/api-paths';
import type { ContactSubmission } from '../../core/schema/contact.schema';
import type { InboxPage } from '../../core/schema/inbox-page.schema';
import { server } from '../../test/web/api-server';
import { useApiPages } from './api-pages';
import { swrConfig } from './swr';

function Providers({ children }: { children: ReactNode }) {
  return <SWRConfig value={{ ...swrConfig, provider: () => new Map() }}>{children}</SWRConfig>;
}

const row = (id: number) => ({ id, name: `Persona ${id}` }) as ContactSubmission;

describe('useApiPages', () => {
  it('asks for the query (blank values left out), then for each next page with the cursor the last one gave', async () => {
    const asked: string[] = [];
    server.use(
      http.get('*/api/admin/contact-submissions', ({ request }) => {
        const url = new URL(request.url);
        asked.push(`${url.pathname}${url.search}`);
        const second = url.searchParams.get('cursor') === 'dopo-1';
        return HttpResponse.json({ items: [row(second ? 2 : 1)], total: 2, nextCursor: second ? null : 'dopo-1' });
      }),
    );
    const { result } = renderHook(() => useApiPages(API.adminContactSubmissions, { q: 'anna', campo: '' }), {
      wrapper: Providers,
    });
    expectTypeOf(result.current.data).toEqualTypeOf<InboxPage<ContactSubmission>[] | undefined>();
    await waitFor(() => expect(result.current.data).toHaveLength(1));
    await act(() => result.current.setSize(2));
    await waitFor(() => expect(result.current.data).toHaveLength(2));
    await act(() => result.current.setSize(3));
    expect(result.current.data?.flatMap((page) => page.items.map((item) => item.id))).toEqual([1, 2]);
    // SWR asks for the first page again as it grows (revalidateFirstPage); never beyond the last page.
    expect([...new Set(asked)]).toEqual([
      '/api/admin/contact-submissions?q=anna',
      '/api/admin/contact-submissions?q=anna&cursor=dopo-1',
    ]);
  });
});
