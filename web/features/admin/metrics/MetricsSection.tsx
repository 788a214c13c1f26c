import { lazy, Suspense, useId, useMemo, useState } from 'react';
import { API } from '../../../../core/api-paths';
import { csvExport, withQuery } from '../../../../core/api-contract';
import { IN_APP_SOURCE } from '../../../../core/measurement';
import { landingVisits } from '../../../../core/metrics-tables';
import { EVENT_LABELS, SOURCE_LABELS } from '../../../../core/metrics-words';
import { METRICS_POLICY } from '../../../../core/policy';
import { useApi } from '../../../lib/swr';
import { ERROR_TEXTS, isUnauthorized, useUnauthorizedOnError } from '../admin-errors';
import { metricsCharts, type ChartSpec } from './metrics-charts';
import './metrics.css';

/** The charting library, in a chunk of its own: fetched only when this section shows a chart (decision 0045). */
const MetricsChart = lazy(() => import('./MetricsChart'));

const PERIODS = [7, METRICS_POLICY.defaultDays, METRICS_POLICY.maxDays] as const;

function ChartFigure({ spec, days }: { spec: ChartSpec; days: number }) {
  const tableId = useId();
  const empty = spec.table.rows.length === 0;
  return (
    <figure className="metrics-figure" aria-labelledby={`${tableId}-titolo`}>
      <h3 id={`${tableId}-titolo`}>{spec.title}</h3>
      <figcaption>{spec.summary}.</figcaption>
      {empty ? (
        <p className="admin-empty">Ancora nessun dato in questo periodo.</p>
      ) : (
        <Suspense fallback={<p role="status">Caricamento del grafico...</p>}>
          <MetricsChart spec={spec} />
        </Suspense>
      )}
      <details className="metrics-table">
        <summary>Tabella</summary>
        <table>
          <caption>{spec.title}</caption>
          <thead>
            <tr>
              {spec.table.head.map((cell) => (
                <th key={cell} scope="col">
                  {cell}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {spec.table.rows.map((row, index) => (
              <tr key={index}>
                {row.map((cell, column) => (
                  <td key={column}>{cell}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </details>
      <a
        className="button button--secondary"
        href={csvExport(API.adminMetrics, { days: String(days), table: spec.id })}
        download
        aria-label={`Scarica CSV: ${spec.title}`}
      >
        Scarica CSV
      </a>
    </figure>
  );
}

/**
 * "Andamento": visits by source, the top pages and stops, conversion per stop, sign-ups by kind and the speed real
 * phones measured, from the daily aggregates (GET /api/admin/metrics). Each chart has its table and its CSV.
 */
export function MetricsSection() {
  const [days, setDays] = useState<number>(METRICS_POLICY.defaultDays);
  const { data, error, isLoading } = useApi(withQuery(API.adminMetrics, { days: String(days) }));
  useUnauthorizedOnError(error);
  const charts = useMemo(() => (data ? metricsCharts(data) : []), [data]);
  const visits = data ? landingVisits(data).reduce((sum, row) => sum + row.views, 0) : 0;
  const views = data?.visits.reduce((sum, row) => sum + row.views, 0) ?? 0;
  return (
    <section id="andamento" className="admin-section" aria-labelledby="andamento-titolo">
      <h2 id="andamento-titolo">Andamento</h2>
      <p>
        Pagine viste contate senza cookie e senza dati personali: per giorno, pagina, fonte, campagna e tipo di
        dispositivo. Una visita è l&apos;arrivo sul sito da una fonte; le pagine aperte dopo, navigando nel sito,
        contano tra le pagine viste, con la fonte «{SOURCE_LABELS[IN_APP_SOURCE]}» e senza campagna.
      </p>
      <label className="metrics-period">
        Periodo{' '}
        <select value={days} onChange={(event) => setDays(Number(event.target.value))}>
          {PERIODS.map((period) => (
            <option key={period} value={period}>
              Ultimi {period} giorni
            </option>
          ))}
        </select>
      </label>
      {error && !isUnauthorized(error) && <p role="alert">{ERROR_TEXTS.loadList}</p>}
      {isLoading && <p role="status">Caricamento...</p>}
      {data && (
        <>
          <p>
            <strong>{visits}</strong> visite e <strong>{views}</strong> pagine viste dal {data.from} al {data.to}.
          </p>
          <table className="metrics-events">
            <caption>Azioni sulle pagine</caption>
            <tbody>
              {data.events.map(({ event, count }) => (
                <tr key={event}>
                  <th scope="row">{EVENT_LABELS[event]}</th>
                  <td>{count}</td>
                </tr>
              ))}
            </tbody>
          </table>
          {charts.map((spec) => (
            <ChartFigure key={spec.id} spec={spec} days={days} />
          ))}
        </>
      )}
    </section>
  );
}
