import { BarChart } from 'chartist';
import 'chartist/dist/index.css';
import { useEffect, useRef } from 'react';
import type { ChartSpec } from './metrics-charts';

/** Chartist names each series' colour by a letter, in order (ct-series-a …): the legend uses the same letters. */
const SERIES_LETTERS = 'abcdefghijklmno';

/**
 * One chart of "Andamento", drawn by Chartist (docs/decisions/0045) as an SVG: its own chunk, which the panel loads
 * only when the section shows a chart. The figures are also the table beside it, which is the chart's alternative.
 */
export default function MetricsChart({ spec }: { spec: ChartSpec }) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!box.current) return;
    const chart = new BarChart(
      box.current,
      { labels: spec.labels, series: spec.series.map(({ name, values }) => ({ name, data: values })) },
      {
        stackBars: spec.stacked,
        horizontalBars: spec.horizontal,
        reverseData: spec.horizontal,
        height: spec.horizontal ? Math.max(160, 28 * spec.labels.length + 40) : 240,
        axisY: spec.horizontal ? { offset: 160 } : { onlyInteger: true },
        axisX: spec.horizontal
          ? { onlyInteger: true }
          : { labelInterpolationFnc: (value, index) => (index % 5 === 0 ? value : null) },
        // Room for the last tick's label, which Chartist draws past the axis's end (at least 30 px wide).
        chartPadding: { right: 32 },
      },
    );
    const { threshold } = spec;
    if (threshold !== undefined) {
      chart.on('draw', (event) => {
        if (event.type !== 'bar') return;
        const { value } = event;
        const bar = typeof value === 'number' ? value : 'y' in value ? value.y : value.x;
        if (bar > threshold) event.element.addClass('ct-bar--over');
      });
    }
    return () => {
      chart.detach();
    };
  }, [spec]);
  return (
    <>
      <div ref={box} className="metrics-chart" role="img" aria-label={spec.summary} />
      {spec.series.length > 1 && (
        <ul className="metrics-legend" aria-hidden="true">
          {spec.series.map(({ name }, index) => (
            <li key={name}>
              <span className={`metrics-legend__swatch metrics-legend__swatch--${SERIES_LETTERS[index]}`} />
              {name}
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
