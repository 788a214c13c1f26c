import { Link } from 'react-router-dom';
import { tourStopPath } from '../../../core/page-routes';
import type { TourEvent } from '../../../core/schema/tour-event.schema';
import { formatStopWhen } from '../../../core/stop-time';
import { tourNeighbours } from '../../../core/tour-places';

function Neighbour({ stop, rel, label }: { stop: TourEvent; rel: 'prev' | 'next'; label: string }) {
  return (
    <li className={`tour-stop-neighbours__item tour-stop-neighbours__item--${rel}`}>
      <Link to={tourStopPath(stop.id)} rel={rel} className="tour-stop-neighbours__link">
        <span className="tour-stop-neighbours__label">{label}</span>
        <span className="tour-stop-neighbours__title">{stop.title}</span>
        <span className="tour-stop-neighbours__when">
          {stop.location}, {formatStopWhen(stop)}
        </span>
      </Link>
    </li>
  );
}

/** The stops just before and after this one in the tour's calendar, so a shared link leads on through the tour. */
export function StopNeighbours({ stop, stops }: { stop: TourEvent; stops: readonly TourEvent[] }) {
  const { previous, next } = tourNeighbours(stops, stop);
  if (!previous && !next) return null;
  return (
    <nav className="tour-stop-neighbours" aria-label="Altre tappe del tour">
      <ul>
        {previous && <Neighbour stop={previous} rel="prev" label="Tappa precedente" />}
        {next && <Neighbour stop={next} rel="next" label="Tappa successiva" />}
      </ul>
    </nav>
  );
}
