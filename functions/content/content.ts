import { getSiteContent } from '../../db/queries/site-content';
import { defaultSiteContent } from '../../core/site-content-defaults';
import { CACHE_TAGS, publicCacheHeaders } from '../_lib/cache';
import { getDb } from '../../db/client';
import { endpoint, json } from '../_lib/http';
import type { SharedPathConfig } from '../_lib/method-routes';

/** The public site content. An admin changes it through content-write, on the same path. */
export default endpoint({
  GET: async () => {
    // Until the row is seeded, the defaults it would be seeded with.
    const content = (await getSiteContent(getDb())) ?? { id: 1, ...defaultSiteContent, updatedAt: null };
    return json(content, 200, publicCacheHeaders(CACHE_TAGS.content));
  },
});

export const config: SharedPathConfig = { path: '/api/content', method: ['GET', 'HEAD'] };
