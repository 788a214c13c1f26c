import type { TourEvent } from './schema/tour-event.schema';

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
 * The map's pins are visited cities, not stops (SPEC.md section 3): a stop is held in a city when its place or
 * its address names it.
 */
export function isHeldIn(stop: Pick<TourEvent, 'location' | 'address'>, cityName: string): boolean {
  return namesCity(stop.location, cityName) || (stop.address !== null && namesCity(stop.address, cityName));
}

/**
 * The stops just before and after `stop` in the tour's calendar, completed or not: by date, stops of one day in
 * the order they were created (their ids), as a stop's time is free text.
 */
export function tourNeighbours<Stop extends Pick<TourEvent, 'id' | 'eventDate'>>(
  stops: readonly Stop[],
  stop: Pick<Stop, 'id'>,
): { previous?: Stop; next?: Stop } {
  const ordered = [...stops].sort((a, b) =>
    a.eventDate < b.eventDate ? -1 : a.eventDate > b.eventDate ? 1 : a.id - b.id,
  );
  const at = ordered.findIndex((candidate) => candidate.id === stop.id);
  if (at === -1) return {};
  return { previous: ordered[at - 1], next: ordered[at + 1] };
}
