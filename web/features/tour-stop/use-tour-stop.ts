import { useParams } from 'react-router-dom';
import { API } from '../../../core/api-paths';
import { LIVE_LIST, useApi } from '../../lib/swr';

/** The stop of the page's path (`/tappe/{id}`) among the tour's live list, and the list's own state. */
export function useTourStop() {
  const { id } = useParams();
  const events = useApi(API.tourEvents, LIVE_LIST);
  return { ...events, stop: events.data?.find((event) => String(event.id) === id) };
}
