import { VITALS, type MetricsReport } from '../../../../core/measurement';
import {
  conversionPercent,
  landingVisits,
  measuredVitals,
  metricsTable,
  type MetricsTable,
  type MetricsTableId,
} from '../../../../core/metrics-tables';
import { CONVERSION_LABELS, SOURCE_LABELS, campaignLabel } from '../../../../core/metrics-words';
import { addDays } from '../../../../core/rome-time';

/**
 * One chart of "Andamento": what the chart draws, and the same figures as a table (its alternative) and a CSV, both
 * the one definition of core/metrics-tables.ts.
 */
export interface ChartSpec {
  /** The CSV's `table` (GET /api/admin/metrics?format=csv&table=…). */
  id: MetricsTableId;
  title: string;
  /** What the chart shows, in a sentence: its caption and the image's accessible name. */
  summary: string;
  labels: string[];
  series: { name: string; values: (number | null)[] }[];
  stacked?: boolean;
  horizontal?: boolean;
  /** Bars above this value are marked as past Google's "good" threshold. */
  threshold?: number;
  table: MetricsTable;
}

/** "2025-11-15" → "15/11". */
const dayLabel = (day: string): string => `${day.slice(8, 10)}/${day.slice(5, 7)}`;

const daysOf = (report: MetricsReport): string[] =>
  Array.from({ length: report.days }, (_, index) => addDays(report.from, index));

/** Values per day for each of `keys`, from rows of one day and one key each. */
function perDay<K extends string>(
  days: string[],
  rows: readonly { day: string; key: K; value: number }[],
  label: (key: K) => string,
): ChartSpec['series'] {
  const keys = [...new Set(rows.map((row) => row.key))];
  return keys.map((key) => ({
    name: label(key),
    values: days.map((day) => rows.find((row) => row.day === day && row.key === key)?.value ?? 0),
  }));
}

export function metricsCharts(report: MetricsReport): ChartSpec[] {
  const days = daysOf(report);
  const vitals = measuredVitals(report);
  const templates = [...new Set(vitals.map((row) => row.template))];
  const conversionKeys = [
    ...new Map(
      report.conversions.map((row) => [`${row.page}|${row.source}`, [row.page, row.source] as const]),
    ).values(),
  ];
  const conversionKinds = [...new Set(report.conversions.map((row) => row.kind))];
  return [
    {
      id: 'visits',
      title: 'Visite al giorno, per fonte',
      summary: `Arrivi sul sito di ogni giorno dal ${dayLabel(report.from)} al ${dayLabel(report.to)}, divisi per fonte (le pagine aperte dopo, navigando nel sito, contano tra le pagine viste)`,
      labels: days.map(dayLabel),
      series: perDay(
        days,
        landingVisits(report).map((row) => ({ day: row.day, key: row.source, value: row.views })),
        (source) => SOURCE_LABELS[source],
      ),
      stacked: true,
      table: metricsTable(report, 'visits'),
    },
    {
      id: 'pages',
      title: 'Pagine e tappe più visitate',
      summary: "Le pagine più viste, all'arrivo sul sito o navigando da un'altra sua pagina, tappe comprese",
      labels: report.pages.map((row) => row.title ?? row.page),
      series: [{ name: 'Pagine viste', values: report.pages.map((row) => row.views) }],
      horizontal: true,
      table: metricsTable(report, 'pages'),
    },
    {
      id: 'stops',
      title: 'Conversione per tappa',
      summary: 'Per ogni tappa, le prenotazioni confermate ogni 100 volte che la sua pagina è stata vista',
      labels: report.stops.map((row) => row.title),
      series: [
        {
          name: 'Prenotazioni confermate ogni 100 pagine viste',
          values: report.stops.map((row) => conversionPercent(row.confirmed, row.views)),
        },
      ],
      horizontal: true,
      table: metricsTable(report, 'stops'),
    },
    {
      id: 'signups',
      title: 'Iscrizioni al giorno, per tipo',
      summary: `Prenotazioni, turni, iscrizioni, volontari, messaggi e immagini di ogni giorno dal ${dayLabel(report.from)} al ${dayLabel(report.to)}`,
      labels: days.map(dayLabel),
      series: perDay(
        days,
        report.signups.map((row) => ({ day: row.day, key: row.kind, value: row.count })),
        (kind) => CONVERSION_LABELS[kind],
      ),
      stacked: true,
      table: metricsTable(report, 'signups'),
    },
    {
      id: 'conversions',
      title: 'Iscrizioni per pagina e fonte',
      summary:
        'Prenotazioni, turni, iscrizioni, volontari, messaggi e immagini per pagina di partenza e fonte della visita',
      labels: conversionKeys.map(([page, source]) => `${page} · ${SOURCE_LABELS[source]}`),
      series: conversionKinds.map((kind) => ({
        name: CONVERSION_LABELS[kind],
        values: conversionKeys.map(
          ([page, source]) =>
            report.conversions.find((row) => row.page === page && row.source === source && row.kind === kind)?.count ??
            0,
        ),
      })),
      stacked: true,
      horizontal: true,
      table: metricsTable(report, 'conversions'),
    },
    {
      id: 'campaigns',
      title: 'Campagne',
      summary:
        'Per ogni campagna (utm_campaign del link) e fonte: visite (gli arrivi sul sito), prenotazioni confermate e iscrizioni (newsletter, volontari, turni)',
      labels: report.campaigns.map((row) => `${campaignLabel(row.campaign)} · ${SOURCE_LABELS[row.source]}`),
      series: [
        { name: 'Visite', values: report.campaigns.map((row) => row.views) },
        { name: 'Prenotazioni confermate', values: report.campaigns.map((row) => row.confirmed) },
        { name: 'Iscrizioni', values: report.campaigns.map((row) => row.signups) },
      ],
      horizontal: true,
      table: metricsTable(report, 'campaigns'),
    },
    {
      id: 'vitals',
      title: 'Velocità sui telefoni dei visitatori (75° percentile)',
      summary:
        'LCP, INP e CLS di ogni modello di pagina in percentuale della soglia «buono» di Google: oltre 100 la pagina è lenta',
      labels: templates,
      series: (['lcp', 'inp', 'cls'] as const).map((vital) => ({
        name: VITALS[vital].label,
        values: templates.map((template) => {
          const row = vitals.find((each) => each.template === template && each.vital === vital);
          return row?.p75 == null ? null : Math.round((100 * row.p75) / VITALS[vital].good);
        }),
      })),
      threshold: 100,
      table: metricsTable(report, 'vitals'),
    },
  ];
}
