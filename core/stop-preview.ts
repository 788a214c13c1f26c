import type { PageHead } from './head-tags';
import { tourStopPath, tourStopTitle } from './page-routes';
import type { TourEvent } from './schema/tour-event.schema';
import { siteConfig } from './site-config';
import { formatStopWhen } from './stop-time';
import { stopEvent } from './structured-data';

/**
 * How a stop's page previews in WhatsApp, Facebook and X, and reads to search engines: its own picture
 * (drawn by functions/tour-stop-image) and its head tags (written by functions/tour-stop-page).
 */

/** The size of a stop's own link-preview picture. */
export const STOP_PREVIEW_SIZE = { width: 1200, height: 630 } as const;

type DrawnFields = Pick<TourEvent, 'id' | 'title' | 'eventDate' | 'eventTime' | 'location' | 'address'>;

/** FNV-1a, 32 bits: a short, stable fingerprint of what the image shows (not a security hash). */
function fingerprint(text: string): string {
  let hash = 0x811c9dc5;
  for (const char of text) {
    hash ^= char.codePointAt(0)!;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(36);
}

/**
 * The image's URL, size, type and text alternative. The URL carries a version of what the image draws, so an edit
 * of the stop gives it a new URL: social networks keep a preview by its URL, and would show the old one.
 */
export function stopPreviewImage(stop: DrawnFields, origin: string) {
  const version = fingerprint(
    JSON.stringify([stop.title, stop.eventDate, stop.eventTime, stop.location, stop.address]),
  );
  return {
    url: `${origin}${tourStopPath(stop.id)}/anteprima.png?v=${version}`,
    ...STOP_PREVIEW_SIZE,
    type: 'image/png',
    alt: `${stop.title} – ${formatStopWhen(stop)}, ${stop.location}. Tour di ${siteConfig.candidate.fullName}`,
  } as const;
}

const MAX_STOP_DESCRIPTION = 200;

function stopSummary(stop: TourEvent): string {
  const text = [`${formatStopWhen(stop)}, ${stop.location}.`, stop.description ?? ''].join(' ').trim();
  return text.length > MAX_STOP_DESCRIPTION ? `${text.slice(0, MAX_STOP_DESCRIPTION - 1).trimEnd()}…` : text;
}

/** The head of one stop's page: its title, day, place and words, its own picture, and the stop as an Event. */
export function tourStopHead(stop: TourEvent, origin: string): PageHead {
  const image = stopPreviewImage(stop, origin);
  return {
    title: tourStopTitle(stop),
    description: stopSummary(stop),
    listed: { url: `${origin}${tourStopPath(stop.id)}`, image },
    structuredData: stopEvent(stop, origin, image.url),
  };
}
