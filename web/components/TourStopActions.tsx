import './TourStopActions.css';
import type { TourEvent } from '../../core/schema/tour-event.schema';
import { browserShareEnvironment, shareLink } from '../lib/share';
import { countPageEvent } from '../lib/page-events';
import { tourStopPath } from '../../core/page-routes';
import { tourStopCalendarPath } from '../../core/calendar-path';
import { RsvpDialogButton } from './RsvpOffer';
import { directionsUrl, tourStopShareText } from './tour-stop-links';

/**
 * What a supporter can do with an upcoming stop: say "Ci sarò" (unless `rsvp` is false: the stop's own page has
 * the form in a section of its own), put it in their calendar, get directions, send it to a friend (the stop's own
 * page, whose link preview shows that very stop).
 */
export function TourStopActions({ stop, rsvp = true }: { stop: TourEvent; rsvp?: boolean }) {
  const share = async () => {
    const url = new URL(tourStopPath(stop.id), window.location.origin).toString();
    const outcome = await shareLink(
      { title: stop.title, text: tourStopShareText(stop), url },
      browserShareEnvironment(),
    );
    // The toast library is fetched only now: the home page lists these actions, and loading it there with the
    // tour would cost the page's load a long task for a toast nobody has asked for yet.
    const { notify } = await import('../lib/toast');
    if (outcome === 'shared') notify.success('Condiviso!');
    else if (outcome === 'copied') notify.success('Link copiato!', 'Incolla il link dove vuoi condividerlo.');
    else if (outcome === 'unsupported') notify.error('Condivisione non supportata');
  };
  return (
    <ul className="tour-stop-actions" aria-label={`Azioni per ${stop.title}`}>
      {rsvp && (
        <li>
          <RsvpDialogButton stop={stop} />
        </li>
      )}
      <li>
        <a
          className="tour-stop-actions__action"
          href={tourStopCalendarPath(stop.id)}
          onClick={() => countPageEvent('calendar')}
        >
          Aggiungi al calendario
        </a>
      </li>
      <li>
        <a
          className="tour-stop-actions__action"
          // The prerendered page links Google Maps; on the visitor's own device the click picks its maps app.
          href={directionsUrl(stop, '')}
          onClick={(event) => {
            event.currentTarget.href = directionsUrl(stop, navigator.userAgent);
            countPageEvent('directions');
          }}
          target="_blank"
          rel="noopener noreferrer"
        >
          Indicazioni
          <span className="visually-hidden"> (si apre in una nuova scheda)</span>
        </a>
      </li>
      <li>
        <button type="button" className="tour-stop-actions__action" onClick={() => void share()}>
          Condividi
        </button>
      </li>
    </ul>
  );
}
