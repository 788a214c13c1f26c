import type { Config } from '@netlify/functions';
import {
  ACTIVITY_VALUES,
  VOLUNTEER_ACTIVITIES,
  type Volunteer,
  type VolunteerActivity,
  type VolunteerStatus,
} from '../../core/schema/volunteer.schema';
import { venetoComuneByCode } from '../../core/veneto-comuni';
import { getDb } from '../../db/client';
import { volunteersInbox } from '../../db/queries/volunteers.queries';
import { requireRole } from '../_lib/auth';
import { csvDateTime, type CsvColumn } from '../_lib/csv';
import { HttpError, MESSAGES, endpoint } from '../_lib/http';
import { inboxResponse } from '../_lib/admin-list';

const STATUS_LABELS: Record<VolunteerStatus, string> = { confirmed: 'confermato', pending: 'in attesa di conferma' };

const VOLUNTEER_CSV_COLUMNS: readonly CsvColumn<Volunteer>[] = [
  { header: 'Data', value: (row) => csvDateTime(row.createdAt) },
  { header: 'Nome', value: (row) => row.name },
  { header: 'Email', value: (row) => row.email },
  { header: 'Telefono', value: (row) => row.phone },
  { header: 'Comune', value: (row) => row.comune },
  { header: 'Codice ISTAT', value: (row) => row.comuneCode },
  { header: 'Attività', value: (row) => row.activities.map((each) => VOLUNTEER_ACTIVITIES[each]).join(', ') },
  { header: 'Disponibilità', value: (row) => row.availability },
  { header: 'Stato', value: (row) => STATUS_LABELS[row.status] },
  { header: 'Data conferma', value: (row) => (row.confirmedAt ? csvDateTime(row.confirmedAt) : null) },
];

/**
 * The volunteers, newest first, each with its status and activities: pages of 50 with a search for the panel, or
 * ?format=csv for Excel; `?activity=` (one of the form's) and `?comune=` (an ISTAT code) narrow both. The roles of
 * the inbox, which holds the other lists of people.
 */
export default endpoint({
  GET: async (req, context) => {
    const { db } = await requireRole(getDb(), req, context, 'inbox');
    const params = new URL(req.url).searchParams;
    const activity = params.get('activity') || undefined;
    const comuneCode = params.get('comune') || undefined;
    if (activity !== undefined && !ACTIVITY_VALUES.includes(activity as VolunteerActivity)) {
      throw new HttpError(400, MESSAGES.badInput, { activity: 'Attività non valida' });
    }
    if (comuneCode !== undefined && !venetoComuneByCode(comuneCode)) {
      throw new HttpError(400, MESSAGES.badInput, { comune: 'Comune non valido' });
    }
    const list = volunteersInbox({ activity: activity as VolunteerActivity | undefined, comuneCode });
    return inboxResponse(req, db, list, VOLUNTEER_CSV_COLUMNS, 'volontari');
  },
});

export const config: Config = { path: '/api/admin/volunteers' };
