import type { Config } from '@netlify/functions';
import { getDb } from '../../db/client';
import { findTourEvent } from '../../db/queries/tour-events.queries';
import { CACHE_TAGS, publicCacheHeaders } from '../_lib/cache';
import { HttpError, MESSAGES, endpoint, parseId } from '../_lib/http';
import { drawStopPreview } from './draw-stop-preview';

/** A day at the CDN: an edit of any stop purges the tour's tag, and the page then names a new URL anyway. */
const IMAGE_CDN_MAX_AGE = 24 * 60 * 60;

/**
 * /tappe/{id}/anteprima.png: the stop's own link-preview image (the page's og:image names it with ?v=, the version
 * of what it draws). Cached at the CDN under the tour's tag, one entry per version.
 */
export default endpoint({
  GET: async (_req, context) => {
    const stop = await findTourEvent(getDb(), parseId(context.params?.id));
    if (!stop) throw new HttpError(404, MESSAGES.notFound);
    const png = await drawStopPreview(stop);
    const headers = new Headers(
      publicCacheHeaders(CACHE_TAGS.tourEvents, { varyOn: ['v'], maxAge: IMAGE_CDN_MAX_AGE }),
    );
    headers.set('Content-Type', 'image/png');
    headers.set('Content-Length', String(png.byteLength));
    return new Response(Buffer.from(png), { status: 200, headers });
  },
});

export const config: Config = { path: '/tappe/:id/anteprima.png' };
