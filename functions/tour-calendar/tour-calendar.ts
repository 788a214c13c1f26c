import type { Config } from '@netlify/functions';
import { listCalendarStops } from '../../db/queries/tour-events.queries';
import { getDb } from '../../db/client';
import { CACHE_TAGS, publicCacheHeaders } from '../_lib/cache';
import { HttpError, MESSAGES, contentDisposition, endpoint, parseId } from '../_lib/http';
import { tourCalendar } from '../_lib/ics';

/**
 * The tour as a calendar to subscribe to (webcal://…/api/tour-events.ics), or with ?id=N one stop's file for
 * "Aggiungi al calendario". Cached at the CDN under the tour events' tag, so every write to a stop purges it.
 */
export default endpoint({
  GET: async (req) => {
    const db = getDb();
    const url = new URL(req.url);
    const idText = url.searchParams.get('id');
    const id = idText === null ? undefined : parseId(idText);
    const events = await listCalendarStops(db, id);
    if (id !== undefined && events.length === 0) throw new HttpError(404, MESSAGES.notFound);
    const disposition =
      id === undefined ? contentDisposition('tour.ics', 'inline') : contentDisposition(`tappa-${id}.ics`);
    const headers = new Headers(publicCacheHeaders(CACHE_TAGS.tourEvents, { varyOn: ['id'] }));
    headers.set('Content-Type', 'text/calendar; charset=utf-8');
    headers.set('Content-Disposition', disposition);
    return new Response(tourCalendar(events, url.origin), { status: 200, headers });
  },
});

export const config: Config = { path: '/api/tour-events.ics' };
