import { formatStopWhen } from '../../../core/stop-time';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import type { SiteContent } from '../../../core/schema/site-content.schema';
import type { TourEvent } from '../../../core/schema/tour-event.schema';
import type { VisitedCity } from '../../../core/schema/visited-city.schema';
import { LoadingStatus } from '../../app/LoadStates';
import { VenetoMap, type MapPin } from '../../components/VenetoMap';
import { formatLongDate } from '../../../core/dates';
import { API } from '../../../core/api-paths';
import { LIVE_LIST, useApi } from '../../lib/swr';
import { TourStopActions } from '../../components/TourStopActions';
import { tourStopPath } from '../../../core/page-routes';
import { tourCalendarSubscription } from '../../components/tour-stop-links';
import { siteConfig } from '../../../core/site-config';
import { splitTourEvents, upcomingStopsInCity } from './tour-lists';

/**
 * "Iscriviti al calendario del tour": a webcal:// link, which phones and calendar apps offer to subscribe to.
 * The prerendered page names the public site; a click uses the address the visitor is actually on.
 */
function CalendarSubscription() {
  return (
    <p className="tour__calendar">
      <a
        href={tourCalendarSubscription(siteConfig.siteUrl)}
        onClick={(event) => (event.currentTarget.href = tourCalendarSubscription(window.location.origin))}
      >
        Iscriviti al calendario del tour
      </a>
    </p>
  );
}

function When({ event }: { event: TourEvent }) {
  return (
    <>
      <time dateTime={event.eventDate}>{formatStopWhen(event)}</time>
    </>
  );
}

/** A pin's popover: the city's upcoming stops, each with its actions. */
function PinStops({ stops }: { stops: readonly TourEvent[] }) {
  return (
    <ul className="tour-pin-stops">
      {stops.map((stop) => (
        <li key={stop.id}>
          <Link to={tourStopPath(stop.id)}>{stop.title}</Link>
          <br />
          <When event={stop} />
          <TourStopActions stop={stop} />
        </li>
      ))}
    </ul>
  );
}

/** A visited city's pin; with the actions of the upcoming stops held in that city (see upcomingStopsInCity). */
function toPin(city: VisitedCity, upcoming: readonly TourEvent[]): MapPin {
  const stops = upcomingStopsInCity(city.cityName, upcoming);
  return {
    id: city.id,
    pinX: city.pinX,
    pinY: city.pinY,
    label: city.cityName,
    detail: city.visitDate ? formatLongDate(city.visitDate) : undefined,
    ...(stops.length > 0 && {
      actions: <PinStops stops={stops} />,
      actionsSummary: stops.length === 1 ? '1 tappa in programma' : `${stops.length} tappe in programma`,
    }),
  };
}

function TourStop({ event }: { event: TourEvent }) {
  return (
    <li className="tour-stop">
      <article>
        <h4 className="tour-stop__title">
          <Link to={tourStopPath(event.id)}>{event.title}</Link>
        </h4>
        <p className="tour-stop__when">
          <When event={event} />
        </p>
        <p className="tour-stop__location">{event.location}</p>
        {event.address && <p className="tour-stop__address">{event.address}</p>}
        {event.description && <p className="tour-stop__description">{event.description}</p>}
        {event.completed === 0 && <TourStopActions stop={event} />}
      </article>
    </li>
  );
}

function StopsList({
  id,
  title,
  events,
  empty,
  loading,
}: {
  id: string;
  title: string;
  events: TourEvent[];
  empty: string;
  loading: boolean;
}) {
  return (
    <section className="tour-list" aria-labelledby={id}>
      <h3 id={id}>{title}</h3>
      {loading ? (
        <LoadingStatus className="tour-list__loading" label="Caricamento delle tappe...">
          <div className="skeleton tour-list__skeleton" />
        </LoadingStatus>
      ) : events.length === 0 ? (
        <p className="tour-list__empty">{empty}</p>
      ) : (
        <ul className="tour-list__items">
          {events.map((event) => (
            <TourStop key={event.id} event={event} />
          ))}
        </ul>
      )}
    </section>
  );
}

/**
 * Whether the stops shown were fetched by this page, not only the ones its HTML was built with: the build's list
 * can be older than the latest stop, so an empty one proves nothing until a request of the page's own has answered.
 */
function useConfirmedByFetch(list: { data?: unknown; isValidating: boolean }): boolean {
  const [confirmed, setConfirmed] = useState(false);
  const fetching = useRef(false);
  useEffect(() => {
    if (list.isValidating) fetching.current = true;
    else if (fetching.current && list.data) setConfirmed(true);
  }, [list.isValidating, list.data]);
  return confirmed;
}

type MapContent = Pick<SiteContent, 'mapTitle' | 'mapDescription'> & Partial<Pick<SiteContent, 'mapImagePath'>>;

/** The tour: the map of the cities visited and the stops, upcoming and done; both lists refresh live. */
export function TourSection({ content }: { content: MapContent | undefined }) {
  const cities = useApi(API.visitedCities, LIVE_LIST);
  const events = useApi(API.tourEvents, LIVE_LIST);
  const lists = splitTourEvents(events.data ?? []);
  const eventsLoading = !events.data && !events.error;
  const eventsConfirmed = useConfirmedByFetch(events);
  const pins = (cities.data ?? []).map((city) => toPin(city, lists.upcoming));

  return (
    <section id="territorio" className="tour" aria-labelledby="territorio-title">
      <div className="container">
        {content ? (
          <header className="section-header">
            <h2 id="territorio-title">{content.mapTitle}</h2>
            <p>{content.mapDescription}</p>
            {content.mapImagePath && (
              <img className="tour__image" src={content.mapImagePath} alt={content.mapTitle} loading="lazy" />
            )}
          </header>
        ) : (
          <header className="section-header">
            <h2 id="territorio-title">Sul territorio</h2>
            <div className="skeleton tour__skeleton-line" />
          </header>
        )}
        <div className="tour__grid">
          <div className="tour__map">
            {/* The outline is static: it is drawn at once and the pins arrive on it, so nothing moves. */}
            <VenetoMap pins={pins} />
            {!cities.data && !cities.error ? (
              <LoadingStatus className="tour__map-note" label="Caricamento della mappa..." />
            ) : (
              <p className="tour__map-note">
                {cities.error
                  ? 'Non è stato possibile caricare le città visitate. Riprova più tardi.'
                  : pins.length === 0
                    ? 'Le città visitate compariranno qui, tappa dopo tappa.'
                    : `${pins.length === 1 ? '1 città visitata' : `${pins.length} città visitate`}: tocca o passa sopra un segnaposto per il nome e la data.`}
              </p>
            )}
          </div>
          <div className="tour__lists">
            {events.error && (
              <p className="tour__error" role="alert">
                Non è stato possibile caricare le tappe. Riprova più tardi.
              </p>
            )}
            <StopsList
              id="prossime-tappe"
              title="Prossime Tappe"
              events={lists.upcoming}
              empty={
                eventsConfirmed
                  ? 'Nessuna tappa in programma al momento: le prossime saranno annunciate a breve.'
                  : 'Le prossime tappe sono in aggiornamento…'
              }
              loading={eventsLoading}
            />
            <CalendarSubscription />
            <StopsList
              id="tappe-effettuate"
              title="Tappe Già Effettuate"
              events={lists.completed}
              empty="Il tour è appena cominciato: qui troverai le tappe già effettuate."
              loading={eventsLoading}
            />
          </div>
        </div>
      </div>
    </section>
  );
}
