import type { TourEvent } from '../../../core/schema/tour-event.schema';
import { isHeldIn } from '../../../core/tour-places';

export interface TourLists {
  upcoming: TourEvent[];
  completed: TourEvent[];
}

/**
 * SPEC.md section 4: upcoming stops (completed 0) keep the order the API sends; completed stops (1) are
 * sorted by eventDate, newest first. YYYY-MM-DD strings sort as dates; Array.prototype.sort is stable.
 */
export function splitTourEvents(events: readonly TourEvent[]): TourLists {
  const upcoming = events.filter((event) => event.completed !== 1);
  const completed = events
    .filter((event) => event.completed === 1)
    .sort((a, b) => (a.eventDate < b.eventDate ? 1 : a.eventDate > b.eventDate ? -1 : 0));
  return { upcoming, completed };
}

/**
 * A pin offers the actions of the upcoming stops held in its city (isHeldIn).
 */
export function upcomingStopsInCity(cityName: string, upcoming: readonly TourEvent[]): TourEvent[] {
  return upcoming.filter((stop) => isHeldIn(stop, cityName));
}
