import type { Config } from '@netlify/functions';
import type { Rsvp } from '../../core/schema/rsvp.schema';
import { getDb } from '../../db/client';
import { rsvpInbox } from '../../db/queries/rsvps.queries';
import { findTourEvent } from '../../db/queries/tour-events.queries';
import { requireRole } from '../_lib/auth';
import { csvDateTime, type CsvColumn } from '../_lib/csv';
import { HttpError, MESSAGES, endpoint, idParam } from '../_lib/http';
import { inboxResponse } from '../_lib/admin-list';

const RSVP_CSV_COLUMNS: readonly CsvColumn<Rsvp>[] = [
  { header: 'Prenotata il', value: (row) => csvDateTime(row.createdAt) },
  { header: 'Nome', value: (row) => row.name },
  { header: 'Email', value: (row) => row.email },
  { header: 'Telefono', value: (row) => row.phone },
  { header: 'Persone', value: (row) => row.people },
  { header: 'Aggiornata il', value: (row) => csvDateTime(row.updatedAt) },
];

/** One stop's bookings, newest first: pages of 50 with a search for the panel, or ?format=csv for Excel. */
export default endpoint({
  GET: async (req, context) => {
    const { db } = await requireRole(getDb(), req, context, 'inbox');
    const stopId = idParam(context);
    if (!(await findTourEvent(db, stopId))) throw new HttpError(404, MESSAGES.notFound);
    return inboxResponse(req, db, rsvpInbox(stopId), RSVP_CSV_COLUMNS, `prenotazioni-tappa-${stopId}`);
  },
});

export const config: Config = { path: '/api/admin/tour-events/:id/rsvps' };
