import { getSiteContent, UNSAVED_SITE_CONTENT } from '../../db/queries/site-content.queries';
import { CACHE_TAGS, publicCacheHeaders } from '../_lib/cache';
import { getDb } from '../../db/client';
import { endpoint, json } from '../_lib/http';
import type { SharedPathConfig } from '../_lib/method-routes';

/** The public site content. An admin changes it through content-write, on the same path. */
export default endpoint({
  GET: async () => {
    // Until the row is seeded, the defaults it would be seeded with.
    const content = (await getSiteContent(getDb())) ?? UNSAVED_SITE_CONTENT;
    // Its version as the entity tag: the panel sends it back as If-Match when it saves.
    return json(content, 200, { ...publicCacheHeaders(CACHE_TAGS.content), ETag: `"${content.version}"` });
  },
});

export const config: SharedPathConfig = { path: '/api/content', method: ['GET', 'HEAD'] };
