import { formatStopWhen } from '../../../core/stop-time';
import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { LoadError } from '../../app/LoadError';
import { LoadingStatus } from '../../app/LoadStates';
import { NotFound } from '../../app/NotFound';
import { preloadRsvpForm, RsvpSection } from '../../components/RsvpOffer';
import { TourStopActions } from '../../components/TourStopActions';
import { PAGE_ROUTES, tourStopTitle } from '../../../core/page-routes';
import { lazyWithPreload } from '../../lib/lazy';
import { LoadWhenNear } from '../../lib/deferred-hydration';
import { StopNeighbours } from './StopNeighbours';
import { useTourStop } from './use-tour-stop';
import './tour-stop.css';

/**
 * The map: in the page's HTML, but its code and hydration (the page's costliest part) wait until the visitor
 * scrolls to it, as the home page's lower part does (docs/decisions/0012).
 */
const StopPlace = lazyWithPreload(() => import('./StopPlace').then((m) => m.StopPlace));

/**
 * For the server's renderer, which writes into the page the parts the browser hydrates later: the booking form
 * (at the visitor's first touch of it) and the map (when the visitor reaches it).
 */
export const preloadDeferredParts = () => Promise.all([preloadRsvpForm(), StopPlace.preload()]);

/**
 * /tappe/{id}: one stop of the tour, the page its shared link opens (the function at that path renders it, with
 * its own preview tags). Upcoming stops offer calendar, directions, sharing and "Ci sarò"; completed ones say so.
 * Its place on the map of Veneto, and the stops before and after it, lead on through the tour.
 */
export function TourStopPage() {
  const { data: events, error, isLoading, mutate, stop } = useTourStop();

  useEffect(() => {
    if (stop) document.title = tourStopTitle(stop);
  }, [stop]);

  if (events && !stop) return <NotFound />;
  return (
    <article className="tour-stop-page page container">
      <p className="tour-stop-page__kicker">Tour</p>
      {stop ? (
        <>
          <h1 className="page-title">{stop.title}</h1>
          {stop.completed === 1 && <p className="tour-stop-page__done">Tappa già effettuata</p>}
          <p className="tour-stop-page__when">
            <time dateTime={stop.eventDate}>{formatStopWhen(stop)}</time>
          </p>
          <p className="tour-stop-page__place">{[stop.location, stop.address].filter(Boolean).join(', ')}</p>
          {stop.description && <p>{stop.description}</p>}
          {stop.completed === 0 && <TourStopActions stop={stop} rsvp={false} />}
          {stop.completed === 0 && <RsvpSection stop={stop} />}
          <LoadWhenNear component={StopPlace} margin="0px" />
          <StopNeighbours stop={stop} stops={events ?? []} />
        </>
      ) : (
        <>
          <h1 className="visually-hidden">Tappa del tour</h1>
          {isLoading && <LoadingStatus label="Caricamento della tappa..." />}
          {error && !isLoading && (
            <LoadError
              message="Non è stato possibile caricare la tappa. Riprova più tardi."
              onRetry={() => void mutate()}
            />
          )}
        </>
      )}
      <p className="tour-stop-page__back">
        <Link to={PAGE_ROUTES.tourStop.listedAt} className="button button--secondary">
          Tutte le tappe del tour
        </Link>
      </p>
    </article>
  );
}
