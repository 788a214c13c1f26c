import type { Config } from '@netlify/functions';
import { formatShortDate } from '../../core/dates';
import { dayInItaly } from '../../core/rome-time';
import type { AttendanceRow } from '../../core/schema/check-in.schema';
import { getDb } from '../../db/client';
import { recordAudit } from '../../db/queries/audit-log.queries';
import { attendance } from '../../db/queries/check-ins.queries';
import { requireRole } from '../_lib/auth';
import { csvFilename, csvResponse, type CsvColumn } from '../_lib/csv';
import { endpoint, json } from '../_lib/http';

const KIND_LABELS: Record<AttendanceRow['kind'], string> = { stop: 'Tappa', shift: 'Turno' };

const ATTENDANCE_CSV_COLUMNS: readonly CsvColumn<AttendanceRow>[] = [
  { header: 'Tipo', value: (row) => KIND_LABELS[row.kind] },
  { header: 'Titolo', value: (row) => row.title },
  { header: 'Data', value: (row) => formatShortDate(row.date) },
  { header: 'Orario', value: (row) => row.time },
  { header: 'Luogo', value: (row) => row.place },
  { header: 'Persone confermate', value: (row) => row.confirmedPeople },
  { header: 'Entrate con prenotazione', value: (row) => row.checkedInPeople },
  { header: 'Entrate senza prenotazione', value: (row) => row.walkInPeople },
  { header: 'Confermate e non venute', value: (row) => row.noShowPeople },
];

/**
 * Who came (titolare, segreteria): one row per stop and per shift, newest day first, with the people confirmed,
 * checked in, come without booking and, once its day is over, confirmed and not come; `?format=csv` for Excel.
 */
export default endpoint({
  GET: async (req, context) => {
    const { db } = await requireRole(getDb(), req, context, 'inbox');
    const rows = await attendance(db, dayInItaly(new Date()));
    if (new URL(req.url).searchParams.get('format') === 'csv') {
      await recordAudit(db, 'export', 'presenze', { rows: rows.length });
      return csvResponse(ATTENDANCE_CSV_COLUMNS, rows, csvFilename('presenze'));
    }
    return json(rows, 200, { 'Cache-Control': 'no-store' });
  },
});

export const config: Config = { path: '/api/admin/attendance' };
