import type { Config } from '@netlify/functions';
import { findTourEvent, listTourEvents } from '../../db/queries/tour-events.queries';
import { getDb } from '../../db/client';
import { CACHE_TAGS, publicCacheHeaders } from '../_lib/cache';
import { HttpError, MESSAGES, endpoint, parseId } from '../_lib/http';
import { tourCalendar } from './ics';

/**
 * The tour as a calendar to subscribe to (webcal://…/api/tour-events.ics), or with ?id=N one stop's file for
 * "Aggiungi al calendario". Cached at the CDN under the tour events' tag, so every write to a stop purges it.
 */
export default endpoint({
  GET: async (req) => {
    const db = getDb();
    const url = new URL(req.url);
    const idText = url.searchParams.get('id');
    let events;
    let disposition = 'inline; filename="tour.ics"';
    if (idText === null) {
      events = await listTourEvents(db);
    } else {
      const event = await findTourEvent(db, parseId(idText));
      if (!event) throw new HttpError(404, MESSAGES.notFound);
      events = [event];
      disposition = `attachment; filename="tappa-${event.id}.ics"`;
    }
    const headers = new Headers(publicCacheHeaders(CACHE_TAGS.tourEvents, { varyOn: ['id'] }));
    headers.set('Content-Type', 'text/calendar; charset=utf-8');
    headers.set('Content-Disposition', disposition);
    return new Response(tourCalendar(events, url.origin), { status: 200, headers });
  },
});

export const config: Config = { path: '/api/tour-events.ics' };
