import { API } from '../../../core/api-paths';
import { isHeldIn } from '../../../core/tour-places';
import { VenetoMap, type MapPin } from '../../components/VenetoMap';
import { LIVE_LIST, useApi } from '../../lib/swr';
import { useTourStop } from './use-tour-stop';

/**
 * Where the page's stop is held, on the map of Veneto: the pin of the city its place or address names (the map's
 * pins are the cities an admin placed). Nothing when no placed city is named: a map without the place would say
 * nothing. Its own chunk: the page hydrates it only once the visitor reaches it (TourStopPage).
 */
export function StopPlace() {
  const { stop } = useTourStop();
  const { data: cities } = useApi(API.visitedCities, LIVE_LIST);
  if (!stop || !cities) return null;
  const pins: MapPin[] = cities
    .filter((city) => isHeldIn(stop, city.cityName))
    .map((city) => ({ id: city.id, pinX: city.pinX, pinY: city.pinY, label: city.cityName }));
  if (pins.length === 0) return null;
  return (
    <section className="tour-stop-page__place-map" aria-labelledby="tappa-dove">
      <h2 id="tappa-dove">Dove</h2>
      <VenetoMap pins={pins} />
    </section>
  );
}
