import { API } from '../core/api-paths';
import { tourStopPath } from '../core/page-routes';
import { signInAdmin } from '../test/browser/admin-api';

/**
 * A stop as an admin would add it, with its city on the map and a stop before and after it, on the measured site;
 * its page's path. Deleted at the end.
 */
export async function benchStop(site: string): Promise<{ path: string; remove: () => Promise<void> }> {
  const admin = await signInAdmin(site);
  const made: string[] = [];
  const create = async (path: string, body: Record<string, unknown>) => {
    const response = await admin(path, { method: 'POST', body: JSON.stringify(body) });
    if (response.status !== 201) throw new Error(`POST ${path}: ${response.status}`);
    const { id } = (await response.json()) as { id: number };
    made.push(`${path}/${id}`);
    return id;
  };
  const stop = (title: string, eventDate: string) => ({
    title,
    location: 'Piazza dei Signori, Padova',
    address: 'Piazza dei Signori 1',
    eventDate,
    eventTime: '18:30',
    description: 'Incontro con la candidata: il programma per il Veneto, domande e un aperitivo insieme.',
    completed: 0,
  });
  await create(API.visitedCities, { cityName: 'Padova', pinX: 52, pinY: 62 });
  await create(API.tourEvents, stop('Incontro al mercato', '2031-05-09'));
  const id = await create(API.tourEvents, stop('Comizio in Piazza dei Signori', '2031-05-10'));
  await create(API.tourEvents, stop('Festa della campagna', '2031-05-11'));
  return {
    path: tourStopPath(id),
    remove: async () => {
      for (const path of made) await admin(path, { method: 'DELETE' });
    },
  };
}
