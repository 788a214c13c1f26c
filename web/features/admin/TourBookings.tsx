import { API } from '../../../core/api-paths';
import { itemPath } from '../../../core/api-contract';
import { formatDateTime } from '../../../core/dates';
import type { RsvpCount } from '../../../core/schema/rsvp.schema';
import type { TourEvent } from '../../../core/schema/tour-event.schema';
import { RecordList, mailto } from './InboxLists';

/** A stop's bookings in the tour list: "3 prenotazioni, 8 persone su 10 posti", and when the places are taken. */
export function bookingSummary(stop: Pick<TourEvent, 'capacity' | 'full'>, count: RsvpCount | undefined): string {
  const places = stop.capacity === null ? '' : ` su ${stop.capacity} ${stop.capacity === 1 ? 'posto' : 'posti'}`;
  if (!count) return `Nessuna prenotazione${stop.capacity === null ? '' : ` (${stop.capacity} posti)`}`;
  const bookings = count.bookings === 1 ? '1 prenotazione' : `${count.bookings} prenotazioni`;
  const people = count.people === 1 ? '1 persona' : `${count.people} persone`;
  return `${bookings}, ${people}${places}${stop.full === 1 ? ' · Posti esauriti' : ''}`;
}

/** One stop's bookings for the campaign's staff: who, how many, when; searchable, and as CSV for Excel. */
export function TourBookings({ stop }: { stop: TourEvent }) {
  return (
    <RecordList
      entry={itemPath(API.adminTourEventRsvps, stop.id)}
      title={`Prenotazioni: ${stop.title}`}
      csvLabel={`Esporta CSV delle prenotazioni di ${stop.title}`}
      empty="Nessuna prenotazione ancora"
      generation={0}
      searchHint="Nome, email o telefono; maiuscole e accenti non contano."
    >
      {(item) => (
        <>
          <h4>{item.name}</h4>
          <dl className="admin-details">
            <dt>Persone</dt>
            <dd>{item.people}</dd>
            <dt>Email</dt>
            <dd>
              <a href={mailto(item.email)}>{item.email}</a>
            </dd>
            {item.phone && (
              <>
                <dt>Telefono</dt>
                <dd>{item.phone}</dd>
              </>
            )}
            <dt>Prenotata</dt>
            <dd>{formatDateTime(item.createdAt)}</dd>
          </dl>
        </>
      )}
    </RecordList>
  );
}
