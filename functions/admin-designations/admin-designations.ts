import type { Config } from '@netlify/functions';
import { POLLING_MESSAGES } from '../../core/schema/polling-section.schema';
import { venetoComuneByCode } from '../../core/veneto-comuni';
import { dayInItaly } from '../../core/rome-time';
import { getDb } from '../../db/client';
import { recordAudit } from '../../db/queries/audit-log.queries';
import { designationRows } from '../../db/queries/polling-sections.queries';
import { requireRole } from '../_lib/auth';
import { csvResponse } from '../_lib/csv';
import { HttpError, MESSAGES, contentDisposition, endpoint } from '../_lib/http';
import { comuneParam } from '../_lib/polling-import';
import { DESIGNATION_COLUMNS } from './designation-columns';

/** "designazioni-padova": the file's name, and the export's subject in the activity log. */
const fileStem = (comune: string) =>
  `designazioni-${comune
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')}`;

/**
 * A comune's designations of rappresentanti di lista (titolare, segreteria: they carry birth dates and places), as
 * the comune's office expects them: `?format=csv` for a spreadsheet, `?format=pdf` for the act the delegate signs.
 * Every download is written in the activity log (which comune, how many people) before it leaves. pdf-lib is loaded
 * only here and only for a PDF.
 */
export default endpoint({
  GET: async (req, context) => {
    const { db } = await requireRole(getDb(), req, context, 'inbox');
    const comuneCode = comuneParam(req);
    const format = new URL(req.url).searchParams.get('format');
    if (format !== 'csv' && format !== 'pdf') {
      throw new HttpError(400, MESSAGES.badInput, { format: POLLING_MESSAGES.format });
    }
    const comune = venetoComuneByCode(comuneCode)?.name ?? comuneCode;
    const rows = await designationRows(db, comuneCode);
    const stem = fileStem(comune);
    await recordAudit(db, 'export', `${stem}.${format}`, { rows: rows.length });
    const filename = `${stem}-${dayInItaly(new Date())}.${format}`;
    if (format === 'csv') {
      return csvResponse(DESIGNATION_COLUMNS, rows, filename);
    }
    const { designationsPdf } = await import('./designations-pdf');
    const pdf = await designationsPdf(comune, rows);
    return new Response(new Uint8Array(pdf), {
      status: 200,
      headers: {
        'Content-Type': 'application/pdf',
        'Content-Disposition': contentDisposition(filename),
        'Cache-Control': 'no-store',
      },
    });
  },
});

export const config: Config = { path: '/api/admin/polling-sections/designations' };
