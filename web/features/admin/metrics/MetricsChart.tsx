import { BarChart } from 'chartist';
import 'chartist/dist/index.css';
import { useEffect, useRef } from 'react';
import type { ChartSpec } from './metrics-charts';

/** Chartist names each series' colour by a letter, in order (ct-series-a …): the legend uses the same letters. */
const SERIES_LETTERS = 'abcdefghijklmno';
/** The width of a horizontal axis's label, and the room left for the last one past the axis's end. */
const LABEL_ROOM = 32;

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
        // Room for the last tick's label, which Chartist draws past the axis's end.
        chartPadding: { right: LABEL_ROOM },
      },
    );
    const { threshold } = spec;
    chart.on('draw', (event) => {
      // A horizontal axis's label is as wide as a step between two ticks, and the last one starts at the axis's
      // end: with two ticks (counts of 0 and 1) it reached 15 px past a 360 px screen. At most the padding's width.
      if (event.type === 'label' && event.axis.units.pos === 'x' && event.width > LABEL_ROOM) {
        event.element.attr({ width: LABEL_ROOM });
        const span = event.element.getNode().firstElementChild;
        if (span instanceof HTMLElement) span.style.width = `${LABEL_ROOM}px`;
      }
      if (event.type !== 'bar' || threshold === undefined) return;
      const { value } = event;
      const bar = typeof value === 'number' ? value : 'y' in value ? value.y : value.x;
      if (bar > threshold) event.element.addClass('ct-bar--over');
    });
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
