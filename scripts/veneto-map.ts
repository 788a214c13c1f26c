/**
 * Generates web/components/veneto-map-data.ts: the outline of Veneto as one SVG path in its own viewBox.
 *
 * Source: the npm package @svg-maps/italy 2.0.0 (Victor Cazanave, based on MapSVG's map of Italy),
 * licensed CC BY 4.0. Not a project dependency: fetch it only to regenerate the data.
 *
 *   cd /tmp && npm pack @svg-maps/italy@2.0.0 && tar xzf svg-maps-italy-2.0.0.tgz
 *   npx tsx scripts/veneto-map.ts /tmp/package/index.js
 *
 * The region's path is turned into absolute points, moved to the origin, scaled to a 1000-unit wide box,
 * simplified (Ramer–Douglas–Peucker) and rounded to one decimal, which keeps the module small.
 *
 * The source has the region only, not its provinces: the seven provincial capitals are added as reference
 * points, placed by matching the outline's bounding box to Veneto's extreme longitudes and latitudes (the
 * outline's aspect ratio matches an equirectangular projection at 45.7°N within 0.5%), so they are accurate to
 * a few kilometres: enough to find one's way and to place pins.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

type Point = [number, number];

const WIDTH = 1000;
const PADDING = 12;
const TOLERANCE = 0.6;
const OUTPUT = fileURLToPath(new URL('../web/components/veneto-map-data.ts', import.meta.url));

/** Veneto's extreme coordinates (degrees): Lake Garda's shore, the mouth of the Tagliamento, Comelico, the Po delta. */
const BOUNDS = { west: 10.62, east: 13.1, north: 46.68, south: 44.79 };
const CAPITALS: readonly { name: string; lon: number; lat: number }[] = [
  { name: 'Belluno', lon: 12.2167, lat: 46.1417 },
  { name: 'Treviso', lon: 12.2431, lat: 45.6667 },
  { name: 'Venezia', lon: 12.3358, lat: 45.4375 },
  { name: 'Padova', lon: 11.8768, lat: 45.4064 },
  { name: 'Vicenza', lon: 11.5475, lat: 45.5455 },
  { name: 'Verona', lon: 10.9928, lat: 45.4386 },
  { name: 'Rovigo', lon: 11.79, lat: 45.0708 },
];

/** Parses the subset of SVG path syntax the source uses (m/l/z, relative or absolute) into closed rings. */
function parseRings(d: string): Point[][] {
  const tokens = d.match(/[a-zA-Z]|-?\d*\.?\d+(?:e-?\d+)?/g) ?? [];
  const rings: Point[][] = [];
  let ring: Point[] = [];
  let command = 'm';
  let current: Point = [0, 0];
  let start: Point = [0, 0];
  for (let i = 0; i < tokens.length;) {
    const token = tokens[i];
    if (/[a-zA-Z]/.test(token)) {
      command = token;
      i += 1;
      if (command === 'z' || command === 'Z') {
        if (ring.length > 2) rings.push(ring);
        ring = [];
        current = start;
      }
      continue;
    }
    const x = Number(tokens[i]);
    const y = Number(tokens[i + 1]);
    i += 2;
    const relative = command === command.toLowerCase();
    current = relative ? [current[0] + x, current[1] + y] : [x, y];
    if (command === 'm' || command === 'M') {
      if (ring.length > 2) rings.push(ring);
      ring = [current];
      start = current;
      // Pairs after a moveto are linetos of the same kind.
      command = relative ? 'l' : 'L';
    } else if (command === 'l' || command === 'L') {
      ring.push(current);
    } else {
      throw new Error(`Unsupported path command "${command}"`);
    }
  }
  if (ring.length > 2) rings.push(ring);
  return rings;
}

function distanceToSegment([px, py]: Point, [ax, ay]: Point, [bx, by]: Point): number {
  const dx = bx - ax;
  const dy = by - ay;
  const length = dx * dx + dy * dy;
  const t = length === 0 ? 0 : Math.max(0, Math.min(1, ((px - ax) * dx + (py - ay) * dy) / length));
  return Math.hypot(px - (ax + t * dx), py - (ay + t * dy));
}

function simplify(points: Point[], tolerance: number): Point[] {
  if (points.length < 3) return points;
  let index = 0;
  let max = 0;
  for (let i = 1; i < points.length - 1; i += 1) {
    const distance = distanceToSegment(points[i], points[0], points[points.length - 1]);
    if (distance > max) {
      max = distance;
      index = i;
    }
  }
  if (max <= tolerance) return [points[0], points[points.length - 1]];
  return [...simplify(points.slice(0, index + 1), tolerance).slice(0, -1), ...simplify(points.slice(index), tolerance)];
}

const source = process.argv[2];
if (!source) throw new Error('Usage: npx tsx scripts/veneto-map.ts <path to @svg-maps/italy index.js>');
const text = readFileSync(source, 'utf8');
const match = /"id":"veneto","path":"([^"]+)"/.exec(text);
if (!match) throw new Error('Veneto not found in the source file');

const rings = parseRings(match[1]);
const all = rings.flat();
const minX = Math.min(...all.map((p) => p[0]));
const minY = Math.min(...all.map((p) => p[1]));
const maxX = Math.max(...all.map((p) => p[0]));
const maxY = Math.max(...all.map((p) => p[1]));
const scale = (WIDTH - 2 * PADDING) / (maxX - minX);
const height = Math.round((maxY - minY) * scale + 2 * PADDING);
const round = (value: number) => Math.round(value * 10) / 10;
const project = ([x, y]: Point): Point => [round((x - minX) * scale + PADDING), round((y - minY) * scale + PADDING)];

const path = rings
  .map((ring) => simplify([...ring.map(project), project(ring[0])], TOLERANCE).slice(0, -1))
  .filter((ring) => ring.length > 2)
  .map((ring) => `M${ring.map(([x, y]) => `${x} ${y}`).join('L')}Z`)
  .join('');

const inner = { width: WIDTH - 2 * PADDING, height: height - 2 * PADDING };
const capitals = CAPITALS.map(({ name, lon, lat }) => ({
  name,
  x: round(PADDING + ((lon - BOUNDS.west) / (BOUNDS.east - BOUNDS.west)) * inner.width),
  y: round(PADDING + ((BOUNDS.north - lat) / (BOUNDS.north - BOUNDS.south)) * inner.height),
}));

writeFileSync(
  OUTPUT,
  `// Generated by scripts/veneto-map.ts from @svg-maps/italy 2.0.0 (based on MapSVG's map of Italy),
// CC BY 4.0 (https://creativecommons.org/licenses/by/4.0/): moved, scaled and simplified. Do not edit by hand.
export const VENETO_VIEWBOX = { width: ${WIDTH}, height: ${height} } as const;

export const VENETO_OUTLINE =
  '${path}';

/** The provincial capitals, in viewBox units, for orientation (approximate: see scripts/veneto-map.ts). */
export const VENETO_CAPITALS: readonly { name: string; x: number; y: number }[] = [
${capitals.map((c) => `  { name: '${c.name}', x: ${c.x}, y: ${c.y} },\n`).join('')}];

/** Shown under the map, as the licence requires. */
export const VENETO_MAP_ATTRIBUTION = {
  sourceUrl: 'https://github.com/VictorCazanave/svg-maps/tree/master/packages/italy',
  licenseUrl: 'https://creativecommons.org/licenses/by/4.0/deed.it',
} as const;
`,
);
console.log(`Wrote ${OUTPUT}: ${rings.length} rings, viewBox 0 0 ${WIDTH} ${height}, ${path.length} characters`);
