import { formatStopWhen } from '../../core/stop-time';
import { TOUR_CALENDAR_PATH } from '../../core/calendar-path';
import type { TourEvent } from '../../core/schema/tour-event';

/** The whole tour as a calendar to subscribe to: webcal:// makes phones and calendar apps offer a subscription. */
export const tourCalendarSubscription = (origin: string) =>
  `${origin.replace(/^https?:/, 'webcal:')}${TOUR_CALENDAR_PATH}`;

/** Apple's devices open Apple Maps from its links; everything else opens Google Maps (app or site). */
const APPLE_DEVICE = /iPhone|iPad|iPod|Macintosh/;

/** Directions to a stop from its address and place, in the maps app the phone has. */
export function directionsUrl(stop: Pick<TourEvent, 'location' | 'address'>, userAgent: string): string {
  const query = encodeURIComponent([stop.address, stop.location].filter(Boolean).join(', '));
  return APPLE_DEVICE.test(userAgent)
    ? `https://maps.apple.com/?q=${query}`
    : `https://www.google.com/maps/search/?api=1&query=${query}`;
}

/** What a shared stop says before its link. */
export function tourStopShareText(stop: Pick<TourEvent, 'title' | 'location' | 'eventDate' | 'eventTime'>): string {
  return `${stop.title} – ${stop.location}, ${formatStopWhen(stop)}.`;
}
