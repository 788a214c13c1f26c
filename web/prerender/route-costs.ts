import { gzipSync } from 'node:zlib';
import type { Rollup } from 'vite';

/** What each prerendered page costs on first load, as the build prints it (gzip, level 9). */
export interface RouteCost {
  path: string;
  jsGzip: number;
  cssGzip: number;
}

function gzipSize(bundle: Rollup.OutputBundle, fileName: string): number {
  const item = bundle[fileName];
  const source = item.type === 'chunk' ? item.code : item.source;
  return gzipSync(typeof source === 'string' ? Buffer.from(source) : Buffer.from(source), { level: 9 }).length;
}

/** The cost of the JavaScript and CSS files a page loads first. */
export function routeCost(bundle: Rollup.OutputBundle, path: string, js: string[], css: string[]): RouteCost {
  return {
    path,
    jsGzip: js.reduce((sum, file) => sum + gzipSize(bundle, file), 0),
    cssGzip: css.reduce((sum, file) => sum + gzipSize(bundle, file), 0),
  };
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;

/** The table the build prints after writing the pages. */
export function costReport(costs: readonly RouteCost[]): string {
  const width = Math.max(...costs.map((cost) => cost.path.length));
  const lines = costs.map(
    (cost) => `  ${cost.path.padEnd(width)}  JS ${kb(cost.jsGzip).padStart(9)}  CSS ${kb(cost.cssGzip).padStart(8)}`,
  );
  return `\nFirst load per public route (gzip, level 9):\n${lines.join('\n')}\n`;
}
