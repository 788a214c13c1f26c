import type { Config } from '@netlify/functions';
import { VITALS, type MetricsReport } from '../../core/measurement';
import { CONVERSION_LABELS, SOURCE_LABELS, campaignLabel } from '../../core/metrics-words';
import { METRICS_POLICY } from '../../core/policy';
import { addDays, dayInItaly } from '../../core/rome-time';
import { getDb } from '../../db/client';
import { metricsReport } from '../../db/queries/metrics-report.queries';
import { requireRole } from '../_lib/auth';
import { csvFilename, csvResponse, type CsvColumn } from '../_lib/csv';
import { HttpError, MESSAGES, endpoint, json } from '../_lib/http';

type Row<K extends keyof MetricsReport> = MetricsReport[K] extends (infer R)[] ? R : never;

const percent = (part: number, whole: number): string => (whole > 0 ? `${((100 * part) / whole).toFixed(1)}%` : '');

/** Each chart's table as CSV, by `?table=`: the columns the panel's table alternative shows. */
const TABLES = {
  visits: [
    { header: 'Giorno', value: (row: Row<'visits'>) => row.day },
    { header: 'Fonte', value: (row: Row<'visits'>) => SOURCE_LABELS[row.source] },
    { header: 'Visite', value: (row: Row<'visits'>) => row.views },
  ],
  pages: [
    { header: 'Pagina', value: (row: Row<'pages'>) => row.page },
    { header: 'Tappa', value: (row: Row<'pages'>) => row.title },
    { header: 'Visite', value: (row: Row<'pages'>) => row.views },
  ],
  stops: [
    { header: 'Tappa', value: (row: Row<'stops'>) => row.title },
    { header: 'Visite', value: (row: Row<'stops'>) => row.views },
    { header: 'Prenotazioni confermate', value: (row: Row<'stops'>) => row.confirmed },
    { header: 'Conversione', value: (row: Row<'stops'>) => percent(row.confirmed, row.views) },
  ],
  signups: [
    { header: 'Giorno', value: (row: Row<'signups'>) => row.day },
    { header: 'Tipo', value: (row: Row<'signups'>) => CONVERSION_LABELS[row.kind] },
    { header: 'Numero', value: (row: Row<'signups'>) => row.count },
  ],
  conversions: [
    { header: 'Pagina', value: (row: Row<'conversions'>) => row.page },
    { header: 'Fonte', value: (row: Row<'conversions'>) => SOURCE_LABELS[row.source] },
    { header: 'Tipo', value: (row: Row<'conversions'>) => CONVERSION_LABELS[row.kind] },
    { header: 'Numero', value: (row: Row<'conversions'>) => row.count },
  ],
  campaigns: [
    { header: 'Campagna', value: (row: Row<'campaigns'>) => campaignLabel(row.campaign) },
    { header: 'Fonte', value: (row: Row<'campaigns'>) => SOURCE_LABELS[row.source] },
    { header: 'Visite', value: (row: Row<'campaigns'>) => row.views },
    { header: 'Prenotazioni confermate', value: (row: Row<'campaigns'>) => row.confirmed },
    { header: 'Iscrizioni', value: (row: Row<'campaigns'>) => row.signups },
  ],
  vitals: [
    { header: 'Modello di pagina', value: (row: Row<'vitals'>) => row.template },
    { header: 'Misura', value: (row: Row<'vitals'>) => VITALS[row.vital].label },
    { header: 'Campioni', value: (row: Row<'vitals'>) => row.samples },
    { header: '75° percentile (al più)', value: (row: Row<'vitals'>) => (row.above ? `> ${row.p75}` : row.p75) },
    { header: 'Soglia "buono"', value: (row: Row<'vitals'>) => VITALS[row.vital].good },
  ],
} satisfies { [K in keyof MetricsReport]?: readonly CsvColumn<Row<K>>[] };

type Table = keyof typeof TABLES;

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
 * one chart's table as CSV (`?format=csv&table=`). Every role of the panel reads it: no personal data is in it.
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
    if (!Object.hasOwn(TABLES, table)) throw new HttpError(400, MESSAGES.badQuery, { table: 'Tabella sconosciuta' });
    const rows = report[table as Table] as Row<Table>[];
    return csvResponse(
      TABLES[table as Table] as readonly CsvColumn<Row<Table>>[],
      rows,
      csvFilename(`andamento-${table}`),
    );
  },
});

export const config: Config = { path: '/api/admin/metrics' };
