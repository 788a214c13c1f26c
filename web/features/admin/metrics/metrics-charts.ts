import { VITALS, type MetricsReport, type Vital } from '../../../../core/measurement';
import { CONVERSION_LABELS, SOURCE_LABELS, campaignLabel } from '../../../../core/metrics-words';
import { addDays } from '../../../../core/rome-time';

/** One chart of "Andamento": what the chart draws, and the same figures as a table (its alternative) and a CSV. */
export interface ChartSpec {
  /** The CSV's `table` (GET /api/admin/metrics?format=csv&table=…). */
  id: 'visits' | 'pages' | 'stops' | 'signups' | 'conversions' | 'campaigns' | 'vitals';
  title: string;
  /** What the chart shows, in a sentence: its caption and the image's accessible name. */
  summary: string;
  labels: string[];
  series: { name: string; values: (number | null)[] }[];
  stacked?: boolean;
  horizontal?: boolean;
  /** Bars above this value are marked as past Google's "good" threshold. */
  threshold?: number;
  table: { head: string[]; rows: (string | number)[][] };
}

/** "2025-11-15" → "15/11". */
const dayLabel = (day: string): string => `${day.slice(8, 10)}/${day.slice(5, 7)}`;

const daysOf = (report: MetricsReport): string[] =>
  Array.from({ length: report.days }, (_, index) => addDays(report.from, index));

const percent = (part: number, whole: number): number | null =>
  whole > 0 ? Math.round((1000 * part) / whole) / 10 : null;

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

/** The p75 as the panel writes it: "2500 ms", "0.1", with "oltre" past the histogram's last edge. */
function p75Text(vital: Vital, p75: number | null, above: boolean): string {
  if (p75 === null) return 'nessun dato';
  const unit = VITALS[vital].unit;
  return `${above ? 'oltre ' : ''}${p75}${unit ? ` ${unit}` : ''}`;
}

export function metricsCharts(report: MetricsReport): ChartSpec[] {
  const days = daysOf(report);
  const vitals = report.vitals.filter((row) => row.samples > 0);
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
      summary: `Visite di ogni giorno dal ${dayLabel(report.from)} al ${dayLabel(report.to)}, divise per fonte`,
      labels: days.map(dayLabel),
      series: perDay(
        days,
        report.visits.map((row) => ({ day: row.day, key: row.source, value: row.views })),
        (source) => SOURCE_LABELS[source],
      ),
      stacked: true,
      table: {
        head: ['Giorno', 'Fonte', 'Visite'],
        rows: report.visits.map((row) => [row.day, SOURCE_LABELS[row.source], row.views]),
      },
    },
    {
      id: 'pages',
      title: 'Pagine e tappe più visitate',
      summary: 'Le pagine di arrivo con più visite, tappe comprese',
      labels: report.pages.map((row) => row.title ?? row.page),
      series: [{ name: 'Visite', values: report.pages.map((row) => row.views) }],
      horizontal: true,
      table: {
        head: ['Pagina', 'Tappa', 'Visite'],
        rows: report.pages.map((row) => [row.page, row.title ?? '', row.views]),
      },
    },
    {
      id: 'stops',
      title: 'Conversione per tappa',
      summary: 'Per ogni tappa, le prenotazioni confermate ogni 100 visite della sua pagina',
      labels: report.stops.map((row) => row.title),
      series: [
        {
          name: 'Prenotazioni confermate ogni 100 visite',
          values: report.stops.map((row) => percent(row.confirmed, row.views)),
        },
      ],
      horizontal: true,
      table: {
        head: ['Tappa', 'Visite', 'Prenotazioni confermate', 'Conversione'],
        rows: report.stops.map((row) => {
          const share = percent(row.confirmed, row.views);
          return [row.title, row.views, row.confirmed, share === null ? '' : `${share}%`];
        }),
      },
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
      table: {
        head: ['Giorno', 'Tipo', 'Numero'],
        rows: report.signups.map((row) => [row.day, CONVERSION_LABELS[row.kind], row.count]),
      },
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
      table: {
        head: ['Pagina', 'Fonte', 'Tipo', 'Numero'],
        rows: report.conversions.map((row) => [
          row.page,
          SOURCE_LABELS[row.source],
          CONVERSION_LABELS[row.kind],
          row.count,
        ]),
      },
    },
    {
      id: 'campaigns',
      title: 'Campagne',
      summary:
        'Per ogni campagna (utm_campaign del link) e fonte: visite, prenotazioni confermate e iscrizioni (newsletter, volontari, turni)',
      labels: report.campaigns.map((row) => `${campaignLabel(row.campaign)} · ${SOURCE_LABELS[row.source]}`),
      series: [
        { name: 'Visite', values: report.campaigns.map((row) => row.views) },
        { name: 'Prenotazioni confermate', values: report.campaigns.map((row) => row.confirmed) },
        { name: 'Iscrizioni', values: report.campaigns.map((row) => row.signups) },
      ],
      horizontal: true,
      table: {
        head: ['Campagna', 'Fonte', 'Visite', 'Prenotazioni confermate', 'Iscrizioni'],
        rows: report.campaigns.map((row) => [
          campaignLabel(row.campaign),
          SOURCE_LABELS[row.source],
          row.views,
          row.confirmed,
          row.signups,
        ]),
      },
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
      table: {
        head: ['Modello di pagina', 'Misura', '75° percentile', 'Soglia «buono»', 'Giudizio', 'Campioni'],
        rows: vitals.map((row) => [
          row.template,
          VITALS[row.vital].label,
          p75Text(row.vital, row.p75, row.above),
          p75Text(row.vital, VITALS[row.vital].good, false),
          !row.above && row.p75 !== null && row.p75 <= VITALS[row.vital].good ? 'Buono' : 'Da migliorare',
          row.samples,
        ]),
      },
    },
  ];
}
