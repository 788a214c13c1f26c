import { useParams } from 'react-router-dom';
import { API } from '../../../core/api-paths';
import { LIVE_LIST, useApi } from '../../lib/swr';

/**
 * The stop of the page's path (`/tappe/{id}`) among the tour's live list, and the list's own state. Only the
 * fields the pages read: SWR re-renders a component for the fields it has read, and spreading its answer would read
 * `isValidating` too, re-rendering at every 30-second poll.
 */
export function useTourStop() {
  const { id } = useParams();
  const { data, error, isLoading, mutate } = useApi(API.tourEvents, LIVE_LIST);
  return { data, error, isLoading, mutate, stop: data?.find((event) => String(event.id) === id) };
}
