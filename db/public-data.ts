import type { PrerenderData } from '../core/api-paths';
import { PUBLIC_LISTS } from '../core/public-lists';
import { defaultSiteContent } from '../core/site-content-defaults';
import type { Db } from './client';
import { listCampaignMaterials } from './queries/campaign-materials.queries';
import { getSiteContent } from './queries/site-content.queries';
import { listTourEvents } from './queries/tour-events.queries';
import { listVisitedCities } from './queries/visited-cities.queries';

/** What GET /api/content answers before the content row exists: the defaults it would be seeded with. */
export const DEFAULT_CONTENT: PrerenderData = {
  [PUBLIC_LISTS.content]: { id: 1, ...defaultSiteContent, updatedAt: null },
};

/**
 * The site content and the public lists as their GETs answer them, keyed by their API paths: what a page is
 * rendered with on the server and handed to SWR in the browser. The materials only where the page shows them.
 */
export async function readPublicData(db: Db, { materials = true } = {}): Promise<PrerenderData> {
  const [content, cities, events, materialList] = await Promise.all([
    getSiteContent(db),
    listVisitedCities(db),
    listTourEvents(db),
    materials ? listCampaignMaterials(db) : undefined,
  ]);
  return {
    [PUBLIC_LISTS.content]: content ?? DEFAULT_CONTENT[PUBLIC_LISTS.content],
    [PUBLIC_LISTS.visitedCities]: cities,
    [PUBLIC_LISTS.tourEvents]: events,
    ...(materialList && { [PUBLIC_LISTS.campaignMaterials]: materialList }),
  };
}
