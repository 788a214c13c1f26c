import type { Config } from '@netlify/functions';
import { getSiteContent } from '../../db/queries/site-content';
import { defaultSiteContent } from '../../db/schema/site-content';
import { CACHE_TAGS, publicCacheHeaders } from '../_lib/cache';
import { getDb } from '../_lib/db';
import { endpoint, json } from '../_lib/http';

export default endpoint({
  GET: async () => {
    // Until the row is seeded, the defaults it would be seeded with.
    const content = (await getSiteContent(getDb())) ?? { id: 1, ...defaultSiteContent, updatedAt: null };
    return json(content, 200, publicCacheHeaders(CACHE_TAGS.content));
  },
});

export const config: Config = { path: '/api/content' };
