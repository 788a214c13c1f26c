import { PUBLIC_LISTS } from '../core/public-lists';
import type { CampaignMaterial } from '../core/schema/campaign-material.schema';
import type { SiteContent } from '../core/schema/site-content.schema';
import type { TourEvent } from '../core/schema/tour-event.schema';
import type { VisitedCity } from '../core/schema/visited-city.schema';
import type { Db } from './client';
import { listCampaignMaterials } from './queries/campaign-materials.queries';
import { getSiteContent, UNSAVED_SITE_CONTENT } from './queries/site-content.queries';
import { listTourEvents } from './queries/tour-events.queries';
import { listVisitedCities } from './queries/visited-cities.queries';

/** The site content and the public lists, keyed by the paths of their GETs (a PrerenderData, typed). */
export type PublicData = {
  [PUBLIC_LISTS.content]: SiteContent | typeof UNSAVED_SITE_CONTENT;
  [PUBLIC_LISTS.visitedCities]: VisitedCity[];
  [PUBLIC_LISTS.tourEvents]: TourEvent[];
  [PUBLIC_LISTS.campaignMaterials]?: CampaignMaterial[];
};

/**
 * The site content and the public lists as their GETs answer them: what a page is rendered with on the server and
 * handed to SWR in the browser. The materials only where the page shows them.
 */
export async function readPublicData(db: Db, { materials = true } = {}): Promise<PublicData> {
  const [content, cities, events, materialList] = await Promise.all([
    getSiteContent(db),
    listVisitedCities(db),
    listTourEvents(db),
    materials ? listCampaignMaterials(db) : undefined,
  ]);
  return {
    [PUBLIC_LISTS.content]: content ?? UNSAVED_SITE_CONTENT,
    [PUBLIC_LISTS.visitedCities]: cities,
    [PUBLIC_LISTS.tourEvents]: events,
    ...(materialList && { [PUBLIC_LISTS.campaignMaterials]: materialList }),
  };
}
