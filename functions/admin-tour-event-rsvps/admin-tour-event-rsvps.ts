import type { Config } from '@netlify/functions';
import { RSVP_STATUS_LABELS } from '../../core/booking-words';
import { formatLongDate } from '../../core/dates';
import type { Rsvp } from '../../core/schema/rsvp.schema';
import type { TourEvent } from '../../core/schema/tour-event.schema';
import { getDb } from '../../db/client';
import { rsvpInbox } from '../../db/queries/rsvps.queries';
import { findTourEvent } from '../../db/queries/tour-events.queries';
import { requireRole } from '../_lib/auth';
import { csvDateTime, type CsvColumn } from '../_lib/csv';
import { HttpError, MESSAGES, endpoint, idParam } from '../_lib/http';
import { inboxResponse } from '../_lib/admin-list';

/** The CSV's columns: each row names its stop, so a file opened later, or merged with another, says whose it is. */
const rsvpCsvColumns = (stop: TourEvent): readonly CsvColumn<Rsvp>[] => [
  { header: 'Tappa', value: () => stop.title },
  { header: 'Data', value: () => formatLongDate(stop.eventDate) },
  { header: 'Orario', value: () => stop.eventTime },
  { header: 'Prenotata il', value: (row) => csvDateTime(row.createdAt) },
  { header: 'Nome', value: (row) => row.name },
  { header: 'Email', value: (row) => row.email },
  { header: 'Telefono', value: (row) => row.phone },
  { header: 'Persone', value: (row) => row.people },
  { header: 'Stato', value: (row) => RSVP_STATUS_LABELS[row.status] },
  { header: "Posizione in lista d'attesa", value: (row) => row.position },
  { header: 'Aggiornata il', value: (row) => csvDateTime(row.updatedAt) },
];

/** One stop's bookings, newest first: pages of 50 with a search for the panel, or ?format=csv for Excel. */
export default endpoint({
  GET: async (req, context) => {
    const { db } = await requireRole(getDb(), req, context, 'inbox');
    const stopId = idParam(context);
    const stop = await findTourEvent(db, stopId);
    if (!stop) throw new HttpError(404, MESSAGES.notFound);
    return inboxResponse(req, db, rsvpInbox(stopId), rsvpCsvColumns(stop), `prenotazioni-tappa-${stopId}`);
  },
});

export const config: Config = { path: '/api/admin/tour-events/:id/rsvps' };
