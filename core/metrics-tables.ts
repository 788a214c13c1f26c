import { IN_APP_SOURCE, VITALS, type MetricsReport, type Vital } from './measurement';
import { CONVERSION_LABELS, SOURCE_LABELS, campaignLabel } from './metrics-words';

/**
 * The tables of "Andamento", defined once: the panel shows each as its chart's table alternative
 * (web/features/admin/metrics) and GET /api/admin/metrics?format=csv&table= writes the same head and the same cells,
 * so the two cannot differ.
 */

export type MetricsCell = string | number;

/** A table as both show it: its head, and its rows' cells in the head's order. */
export interface MetricsTable {
  head: string[];
  rows: MetricsCell[][];
}

/** Confirmed bookings per 100 views, to one decimal; null without views. */
export const conversionPercent = (part: number, whole: number): number | null =>
  whole > 0 ? Math.round((1000 * part) / whole) / 10 : null;

/** A number as Italians write it, with a decimal comma: "12,5", "0,1". */
const decimalText = (value: number): string => String(value).replace('.', ',');

/** A share as Italians write it: "12,5%", "20%"; nothing without views. */
const percentText = (share: number | null): string => (share === null ? '' : `${decimalText(share)}%`);

/** A vital as the panel writes it: "2500 ms", "0,1", with "oltre" past the histogram's last edge. */
function vitalText(vital: Vital, value: number | null, above = false): string {
  if (value === null) return 'nessun dato';
  const unit = VITALS[vital].unit;
  return `${above ? 'oltre ' : ''}${decimalText(value)}${unit ? ` ${unit}` : ''}`;
}

/** The views that are landings (decision 0050): the app's own navigations are views, not visits. */
export const landingVisits = (report: MetricsReport): MetricsReport['visits'] =>
  report.visits.filter((row) => row.source !== IN_APP_SOURCE);

/** The vitals of the templates measured. */
export const measuredVitals = (report: MetricsReport): MetricsReport['vitals'] =>
  report.vitals.filter((row) => row.samples > 0);

/** A table from the report's rows and its columns (header, cell), each column's type checked against its rows. */
function table<Row>(
  rowsOf: (report: MetricsReport) => readonly Row[],
  columns: readonly (readonly [string, (row: Row) => MetricsCell])[],
) {
  return {
    head: columns.map(([header]) => header),
    rows: (report: MetricsReport) => rowsOf(report).map((row) => columns.map(([, cell]) => cell(row))),
  };
}

const TABLES = {
  visits: table(landingVisits, [
    ['Giorno', (row) => row.day],
    ['Fonte', (row) => SOURCE_LABELS[row.source]],
    ['Visite', (row) => row.views],
  ]),
  pages: table(
    (report) => report.pages,
    [
      ['Pagina', (row) => row.page],
      ['Tappa', (row) => row.title ?? ''],
      ['Pagine viste', (row) => row.views],
    ],
  ),
  stops: table(
    (report) => report.stops,
    [
      ['Tappa', (row) => row.title],
      ['Pagine viste', (row) => row.views],
      ['Prenotazioni confermate', (row) => row.confirmed],
      ['Conversione', (row) => percentText(conversionPercent(row.confirmed, row.views))],
    ],
  ),
  signups: table(
    (report) => report.signups,
    [
      ['Giorno', (row) => row.day],
      ['Tipo', (row) => CONVERSION_LABELS[row.kind]],
      ['Numero', (row) => row.count],
    ],
  ),
  conversions: table(
    (report) => report.conversions,
    [
      ['Pagina', (row) => row.page],
      ['Fonte', (row) => SOURCE_LABELS[row.source]],
      ['Tipo', (row) => CONVERSION_LABELS[row.kind]],
      ['Numero', (row) => row.count],
    ],
  ),
  campaigns: table(
    (report) => report.campaigns,
    [
      ['Campagna', (row) => campaignLabel(row.campaign)],
      ['Fonte', (row) => SOURCE_LABELS[row.source]],
      ['Visite', (row) => row.views],
      ['Prenotazioni confermate', (row) => row.confirmed],
      ['Iscrizioni', (row) => row.signups],
    ],
  ),
  vitals: table(measuredVitals, [
    ['Modello di pagina', (row) => row.template],
    ['Misura', (row) => VITALS[row.vital].label],
    ['75° percentile', (row) => vitalText(row.vital, row.p75, row.above)],
    ['Soglia «buono»', (row) => vitalText(row.vital, VITALS[row.vital].good)],
    [
      'Giudizio',
      (row) => (!row.above && row.p75 !== null && row.p75 <= VITALS[row.vital].good ? 'Buono' : 'Da migliorare'),
    ],
    ['Campioni', (row) => row.samples],
  ]),
};

/** Each table's name, as the CSV's `table` names it. */
export type MetricsTableId = keyof typeof TABLES;

export const isMetricsTableId = (name: string): name is MetricsTableId => Object.hasOwn(TABLES, name);

/** One table of the report: the panel's table alternative and the CSV's lines. */
export function metricsTable(report: MetricsReport, id: MetricsTableId): MetricsTable {
  return { head: TABLES[id].head, rows: TABLES[id].rows(report) };
}
