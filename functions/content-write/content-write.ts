import { getSiteContent, updateSiteContent } from '../../db/queries/site-content.queries';
import { etagOf, versionedWrite } from '../_lib/versions';
import { ADMIN_MESSAGES } from '../../core/schema/admin.schema';
import { siteContentSchema } from '../../core/schema/site-content.schema';
import { requireRole } from '../_lib/auth';
import { CACHE_TAGS } from '../_lib/cache';
import { getDb } from '../../db/client';
import { HttpError, endpoint, json, readBody } from '../_lib/http';
import type { SharedPathConfig } from '../_lib/method-routes';
import { publishAdminChange } from '../_lib/build-hook';

/**
 * An admin changes the site content; every other method but the public GET (../content) gets 405. Tested with the
 * GET in content.test.ts, routed by method as Netlify does.
 */
export default endpoint(
  {
    // A partial update: only the fields sent change (SPEC.md section 5).
    PUT: async (req, context) => {
      const { db } = await requireRole(getDb(), req, context, 'content');
      const changes = await readBody(req, siteContentSchema);
      if (Object.values(changes).every((value) => value === undefined))
        throw new HttpError(400, ADMIN_MESSAGES.noChanges);
      const updated = await versionedWrite(
        req,
        db,
        { table: 'site_content', id: 1 },
        (checked) => updateSiteContent(checked, changes),
        () => getSiteContent(db),
      );
      await publishAdminChange(db, CACHE_TAGS.content);
      return json(updated, 200, { ETag: etagOf(updated.version) });
    },
  },
  { alsoOnPath: ['GET'] },
);

export const config: SharedPathConfig = {
  path: '/api/content',
  method: ['POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
};
