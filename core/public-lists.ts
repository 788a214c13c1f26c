/**
 * The paths of the public lists' GETs, which also key the data a page is rendered with (PrerenderData): apart from
 * the API table (core/api-paths.ts, which names them from here) so that a function reading them, the stop pages',
 * bundles none of the schemas the table's writes load (docs/decisions/0020).
 */
export const PUBLIC_LISTS = {
  content: '/api/content',
  visitedCities: '/api/visited-cities',
  tourEvents: '/api/tour-events',
  campaignMaterials: '/api/campaign-materials',
} as const;
