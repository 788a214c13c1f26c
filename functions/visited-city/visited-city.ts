import type { Config } from '@netlify/functions';
import { deleteVisitedCity, findVisitedCity } from '../../db/queries/visited-cities.queries';
import { CACHE_TAGS } from '../_lib/cache';
import { endpoint } from '../_lib/http';
import { versionedDelete } from '../_lib/versioned-delete';

export default endpoint({
  DELETE: versionedDelete({
    table: 'visited_cities',
    tag: CACHE_TAGS.visitedCities,
    remove: deleteVisitedCity,
    find: findVisitedCity,
  }),
});

export const config: Config = { path: '/api/visited-cities/:id' };
