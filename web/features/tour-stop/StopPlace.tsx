import type { TourEvent } from '../../../core/schema/tour-event.schema';
import type { VisitedCity } from '../../../core/schema/visited-city.schema';
import { isHeldIn } from '../../../core/tour-places';
import { VenetoMap, type MapPin } from '../../components/VenetoMap';

/**
 * Where the stop is held, on the map of Veneto: the pin of the city its place or address names (the map's pins are
 * the cities an admin placed). Nothing when no placed city is named: a map without the place would say nothing.
 */
export function StopPlace({ stop, cities }: { stop: TourEvent; cities: readonly VisitedCity[] }) {
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
