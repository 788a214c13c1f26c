import useSWRInfinite, { type SWRInfiniteResponse } from 'swr/infinite';
import type { Readable, ReplyOf } from '../../core/api-contract';
import type { InboxPage } from '../../core/schema/inbox-page.schema';

type Reply<E> = ReplyOf<E, 'GET'>;

/**
 * Reads a paged list (the admin inboxes) page by page: `query` (blank values left out) with each page's
 * `?cursor=` from the one before, until a page has no next cursor. `setSize(size + 1)` loads one more.
 */
export function useApiPages<E extends Readable<InboxPage<unknown>>>(
  entry: E,
  query: Readonly<Record<string, string>>,
): SWRInfiniteResponse<Reply<E>, Error> {
  return useSWRInfinite<Reply<E>, Error>((index, previous: InboxPage<unknown> | null) => {
    if (previous && !previous.nextCursor) return null;
    const params = new URLSearchParams(Object.entries(query).filter(([, value]) => value !== ''));
    if (index > 0 && previous?.nextCursor) params.set('cursor', previous.nextCursor);
    const search = params.toString();
    return search ? `${entry}?${search}` : entry;
  });
}
