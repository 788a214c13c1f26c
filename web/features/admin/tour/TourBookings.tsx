import { useState } from 'react';
import { useSWRConfig } from 'swr';
import { API } from '../../../../core/api-paths';
import { itemPath } from '../../../../core/api-contract';
import { RSVP_STATUS_LABELS, peopleCount } from '../../../../core/booking-words';
import { formatDateTime } from '../../../../core/dates';
import { RSVP_MESSAGES, type Rsvp, type RsvpCount } from '../../../../core/schema/rsvp.schema';
import type { TourEvent } from '../../../../core/schema/tour-event.schema';
import { send } from '../../../lib/api';
import { ContactDetails, RecordList } from '../RecordList';
import { MailComposer } from '../inbox/MailComposer';
import { RemovePersonButton } from './RemovePersonButton';
import { useApi } from '../../../lib/swr';

/**
 * A stop's bookings in the tour list: "3 prenotazioni, 8 persone su 10 posti", then the waiting list and the
 * requests not yet confirmed by their owners, when there are any.
 */
export function bookingSummary(stop: Pick<TourEvent, 'capacity' | 'full'>, count: RsvpCount | undefined): string {
  const places = stop.capacity === null ? '' : ` su ${stop.capacity} ${stop.capacity === 1 ? 'posto' : 'posti'}`;
  if (!count) return `Nessuna prenotazione${stop.capacity === null ? '' : ` (${stop.capacity} posti)`}`;
  const bookings = count.bookings === 1 ? '1 prenotazione' : `${count.bookings} prenotazioni`;
  const parts = [`${bookings}, ${peopleCount(count.people)}${places}${stop.full === 1 ? ' · Posti esauriti' : ''}`];
  if (count.waiting > 0) parts.push(`in lista d'attesa: ${count.waiting} (${peopleCount(count.waitingPeople)})`);
  if (count.pending > 0) parts.push(`da confermare: ${count.pending}`);
  return parts.join(' · ');
}

/**
 * One stop's bookings for the campaign's staff: who, how many, confirmed or in line, when; searchable, as CSV for
 * Excel, and each removable.
 */
export function TourBookings({ stop }: { stop: TourEvent }) {
  const { mutate } = useSWRConfig();
  const [generation, setGeneration] = useState(0);
  const removed = () => {
    setGeneration((count) => count + 1);
    void mutate(API.adminRsvpCounts);
  };
  return (
    <RecordList<Rsvp>
      entry={itemPath(API.adminTourEventRsvps, stop.id)}
      title={`Prenotazioni: ${stop.title}`}
      csvLabel={`Esporta CSV delle prenotazioni di ${stop.title}`}
      empty="Nessuna prenotazione ancora"
      generation={generation}
      searchHint="Nome, email o telefono; maiuscole e accenti non contano."
    >
      {(item) => (
        <>
          <h4>{item.name}</h4>
          <dl className="admin-details">
            <dt>Stato</dt>
            <dd>
              {RSVP_STATUS_LABELS[item.status]}
              {item.position !== null && `, posizione ${item.position}`}
            </dd>
            <dt>Persone</dt>
            <dd>{item.people}</dd>
            <ContactDetails email={item.email} phone={item.phone} />
            <dt>Prenotata</dt>
            <dd>{formatDateTime(item.createdAt)}</dd>
          </dl>
          <RemovePersonButton
            item={API.adminRsvp}
            id={item.id}
            label={`Rimuovi la prenotazione di ${item.name}`}
            question={`Rimuovere la prenotazione di ${item.name} (${peopleCount(item.people)})? Le scriveremo che è stata annullata e i posti andranno alla lista d'attesa.`}
            success={RSVP_MESSAGES.removed}
            failure="Prenotazione non rimossa"
            onRemoved={removed}
          />
        </>
      )}
    </RecordList>
  );
}

const bookings = (count: number) => (count === 1 ? '1 prenotazione confermata' : `${count} prenotazioni confermate`);

/**
 * "Scrivi ai prenotati": a message to the stop's confirmed bookings, never to those in line or still to confirm
 * (POST /api/admin/tour-events/{id}/messages); those who stopped the booking's mail are left out by the server.
 */
export function StopMessage({ stop }: { stop: TourEvent }) {
  const { data: counts } = useApi(API.adminRsvpCounts);
  const { mutate } = useSWRConfig();
  const confirmed = counts && (counts.find((count) => count.tourEventId === stop.id)?.bookings ?? 0);
  return (
    <>
      <h3>Scrivi ai prenotati: {stop.title}</h3>
      <MailComposer
        label={`Messaggio ai prenotati di ${stop.title}`}
        recipients={confirmed}
        reach={bookings}
        opening={`Ciao [nome], ti scriviamo dallo staff della campagna per la tappa «${stop.title}» a cui ti sei prenotato/a.`}
        closing={[
          'Sotto il testo: quando e dove, il link alla tappa e quello per annullare la prenotazione.',
          "Non lo ricevono le persone in lista d'attesa, chi non ha ancora confermato e chi ha chiesto di non ricevere altre email.",
        ]}
        send={async (values, helpers) => {
          const reply = await send('POST', itemPath(API.adminTourEventMessages, stop.id), values, { form: helpers });
          void mutate(API.mailStatus);
          return reply;
        }}
      />
    </>
  );
}
