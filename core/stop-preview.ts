import type { TourEvent } from './schema/tour-event';
import { siteConfig } from './site-config';
import { formatStopWhen } from './stop-time';

/** A stop's own link-preview image (`functions/tour-stop-image`): WhatsApp, Facebook and X show it. */
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
    url: `${origin}/tappe/${stop.id}/anteprima.png?v=${version}`,
    ...STOP_PREVIEW_SIZE,
    type: 'image/png',
    alt: `${stop.title} – ${formatStopWhen(stop)}, ${stop.location}. Tour di ${siteConfig.candidate.fullName}`,
  } as const;
}
