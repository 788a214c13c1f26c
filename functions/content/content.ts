import type { Config } from '@netlify/functions';
import { getSiteContent, updateSiteContent } from '../../db/queries/site-content';
import { ADMIN_MESSAGES } from '../../core/schema/admin';
import { siteContentSchema } from '../../core/schema/site-content';
import { defaultSiteContent } from '../../core/site-content-defaults';
import { requireAdmin } from '../_lib/auth';
import { triggerRebuild } from './build-hook';
import { CACHE_TAGS, publicCacheHeaders, purgeListCache } from '../_lib/cache';
import { getDb } from '../../db/client';
import { HttpError, endpoint, json, readBody } from '../_lib/http';

export default endpoint({
  GET: async () => {
    // Until the row is seeded, the defaults it would be seeded with.
    const content = (await getSiteContent(getDb())) ?? { id: 1, ...defaultSiteContent, updatedAt: null };
    return json(content, 200, publicCacheHeaders(CACHE_TAGS.content));
  },
  // A partial update: only the fields sent change (SPEC.md section 5).
  PUT: async (req) => {
    const db = getDb();
    await requireAdmin(db, req);
    const changes = await readBody(req, siteContentSchema);
    if (Object.values(changes).every((value) => value === undefined))
      throw new HttpError(400, ADMIN_MESSAGES.noChanges);
    const updated = await updateSiteContent(db, changes);
    await purgeListCache(CACHE_TAGS.content);
    // The public pages are prerendered with the content: rebuild them.
    await triggerRebuild('Contenuti del sito modificati');
    return json(updated);
  },
});

export const config: Config = { path: '/api/content' };
