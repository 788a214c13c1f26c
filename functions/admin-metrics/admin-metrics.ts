import type { Config } from '@netlify/functions';
import type { MetricsReport } from '../../core/measurement';
import { isMetricsTableId, metricsTable, type MetricsCell } from '../../core/metrics-tables';
import { METRICS_POLICY } from '../../core/policy';
import { addDays, dayInItaly } from '../../core/rome-time';
import { getDb } from '../../db/client';
import { metricsReport } from '../../db/queries/metrics-report.queries';
import { requireRole } from '../_lib/auth';
import { csvFilename, csvResponse } from '../_lib/csv';
import { HttpError, MESSAGES, endpoint, json } from '../_lib/http';

/** `?days=`: a whole number of days, 1 to METRICS_POLICY.maxDays; else a 400 in words. */
function daysParam(raw: string | null): number {
  if (raw === null) return METRICS_POLICY.defaultDays;
  if (!/^[1-9]\d{0,2}$/.test(raw) || Number(raw) > METRICS_POLICY.maxDays) {
    throw new HttpError(400, MESSAGES.badQuery, {
      days: `Indica un numero di giorni da 1 a ${METRICS_POLICY.maxDays}`,
    });
  }
  return Number(raw);
}

/**
 * "Andamento": the aggregates of the last `?days=` days (today included, Italian days) as the charts read them, or
 * one chart's table as CSV (`?format=csv&table=`), as the panel shows it. Every role of the panel reads it: no personal data is in it.
 */
export default endpoint({
  GET: async (req, context) => {
    const { db } = await requireRole(getDb(), req, context, ['content', 'inbox']);
    const url = new URL(req.url);
    const days = daysParam(url.searchParams.get('days'));
    const to = dayInItaly(new Date());
    const from = addDays(to, 1 - days);
    const report: MetricsReport = { from, to, days, ...(await metricsReport(db, from, to)) };
    if (url.searchParams.get('format') !== 'csv') return json(report);
    const table = url.searchParams.get('table') ?? '';
    if (!isMetricsTableId(table)) throw new HttpError(400, MESSAGES.badQuery, { table: 'Tabella sconosciuta' });
    // The panel's table, head and cells (core/metrics-tables.ts).
    const { head, rows } = metricsTable(report, table);
    const columns = head.map((header, index) => ({ header, value: (row: MetricsCell[]) => row[index] }));
    return csvResponse(columns, rows, csvFilename(`andamento-${table}`));
  },
});

export const config: Config = { path: '/api/admin/metrics' };
