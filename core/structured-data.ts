import type { JsonLd } from './head-tags';
import { tourStopPath } from './page-routes';
import type { TourEvent } from './schema/tour-event.schema';
import { siteConfig } from './site-config';
import { readStopHours } from './stop-time';
import { romeIsoDateTime } from './rome-time';

/**
 * schema.org data for search engines (JSON-LD): each stop is an Event, the home page names the candidate and her
 * upcoming stops. Plain objects; `jsonLdScript` (core/head-tags.ts) writes them into a page.
 */

const { candidate } = siteConfig;

const organizer = (origin: string): JsonLd => ({
  '@type': 'Person',
  name: candidate.fullName,
  jobTitle: candidate.role,
  url: `${origin}/`,
});

/** A stop as a schema.org Event: Google's event fields, the time read from the admin's own words. */
export function stopEvent(stop: TourEvent, origin: string, image: string): JsonLd {
  const hours = readStopHours(stop.eventTime);
  return {
    '@context': 'https://schema.org',
    '@type': 'Event',
    name: stop.title,
    description: stop.description ?? `${stop.title} – tour di ${candidate.fullName}, ${stop.location}`,
    startDate: hours ? romeIsoDateTime(stop.eventDate, hours.start) : stop.eventDate,
    ...(hours?.end ? { endDate: romeIsoDateTime(stop.eventDate, hours.end) } : {}),
    eventStatus: 'https://schema.org/EventScheduled',
    eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    location: {
      '@type': 'Place',
      name: stop.location,
      address: {
        '@type': 'PostalAddress',
        ...(stop.address ? { streetAddress: stop.address } : {}),
        addressLocality: stop.location,
        addressRegion: 'Veneto',
        addressCountry: 'IT',
      },
    },
    organizer: organizer(origin),
    performer: organizer(origin),
    image: [image],
    url: `${origin}${tourStopPath(stop.id)}`,
    isAccessibleForFree: true,
  };
}

/** The home page's: the candidate, and the upcoming stops in the order the tour lists them. */
export function homeStructuredData(stops: readonly TourEvent[], origin: string): JsonLd[] {
  const person: JsonLd = {
    '@context': 'https://schema.org',
    ...organizer(origin),
    image: `${origin}/images/candidata-ritratto-640.webp`,
    sameAs: Object.values(siteConfig.social),
  };
  const upcoming = stops.filter((stop) => stop.completed === 0);
  if (upcoming.length === 0) return [person];
  return [
    person,
    {
      '@context': 'https://schema.org',
      '@type': 'ItemList',
      name: `Le prossime tappe del tour di ${candidate.fullName}`,
      itemListElement: upcoming.map((stop, index) => ({
        '@type': 'ListItem',
        position: index + 1,
        url: `${origin}${tourStopPath(stop.id)}`,
        name: stop.title,
      })),
    },
  ];
}
