import type { TourEvent } from '../../../core/schema/tour-event.schema';

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

/** Lower case, accents dropped, split into words on anything that is not a letter or a digit. */
function foldedWords(text: string): string[] {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}

/** Whether `text` contains the city's name as whole words, ignoring case and accents ("Este" is not in "Nordest"). */
export function namesCity(text: string, cityName: string): boolean {
  const city = foldedWords(cityName);
  if (city.length === 0) return false;
  const words = foldedWords(text);
  for (let start = 0; start + city.length <= words.length; start += 1) {
    if (city.every((word, offset) => words[start + offset] === word)) return true;
  }
  return false;
}

/**
 * The map pins are visited cities, not stops (SPEC.md section 3): a pin offers the actions of the upcoming stops
 * whose place or address names its city.
 */
export function upcomingStopsInCity(cityName: string, upcoming: readonly TourEvent[]): TourEvent[] {
  return upcoming.filter(
    (stop) => namesCity(stop.location, cityName) || (stop.address !== null && namesCity(stop.address, cityName)),
  );
}
