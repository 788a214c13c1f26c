/**
 * `npm run bench:polling`: the rappresentanti di lista at the scale of the region. Imports an invented CSV of the
 * sections of all of Veneto (about 4,700: the seven capitals their hundreds, every other comune a few) into the
 * embedded Postgres through the function, imports it again (unchanged, then every address changed), then assigns an effettivo and a
 * supplente to half of Venezia's sections and times (in-process: function code + PGlite, no network) the coverage
 * and Venezia's designations as CSV and as PDF. The budget: each under 2 s.
 */
import { VENETO_COMUNI } from '../core/veneto-comuni';
import { startMemoryDatabase } from '../test/server/memory-database';
import adminPollingSections from '../functions/admin-polling-sections/admin-polling-sections';
import adminPollingCoverage from '../functions/admin-polling-coverage/admin-polling-coverage';
import adminDesignations from '../functions/admin-designations/admin-designations';
import { adminCookie, benchContext, medianCallMs } from './in-process';

const RUNS = Number(process.env.POLLING_RUNS) || 5;
const VENEZIA = '027042';

/** Sections per comune: the capitals as large cities, the rest a few each; about 4,700 in all. */
const CAPITALS: Record<string, number> = {
  Venezia: 256,
  Verona: 263,
  Padova: 208,
  Vicenza: 114,
  Treviso: 84,
  Rovigo: 52,
  Belluno: 40,
};
const csv = [
  'comune,numero,indirizzo',
  ...VENETO_COMUNI.flatMap(([code, name]) => {
    const count = CAPITALS[name] ?? 6 + (Number(code.slice(3)) % 2);
    return Array.from(
      { length: count },
      (_, i) => `${name},${i + 1},"Scuola ${name} n. ${1 + (i % 9)}, via Roma ${i + 1}"`,
    );
  }),
].join('\n');
const sections = csv.split('\n').length - 1;

const timed = async (label: string, call: () => Promise<Response>): Promise<[string, number]> => [
  label,
  await medianCallMs(label, RUNS, call),
];

const database = await startMemoryDatabase();
try {
  const cookie = await adminCookie();
  const get = (handler: typeof adminPollingCoverage, path: string) =>
    handler(new Request(`http://localhost:8888${path}`, { headers: { cookie } }), benchContext);
  const importOf = (body: string) =>
    adminPollingSections(
      new Request('http://localhost:8888/api/admin/polling-sections', {
        method: 'POST',
        headers: { cookie, 'content-type': 'text/csv' },
        body,
      }),
      benchContext,
    );
  const importOnce = () => importOf(csv);

  const first = performance.now();
  const imported = (await (await importOnce()).json()) as { created: number; rejected: unknown[] };
  const firstMs = performance.now() - first;
  if (imported.created !== sections || imported.rejected.length > 0) throw new Error('The import refused lines');

  // Half of Venezia's sections with an effettivo and a supplente: confirmed volunteers who offered.
  await database.db.query(
    `WITH people AS (
       INSERT INTO volunteers (name, email, comune_code, comune, activities, confirm_token_hash, confirmed_at)
       SELECT 'Persona ' || i, 'persona' || i || '@example.it', $1, 'Venezia', ARRAY['rappresentante-di-lista'],
         md5(i::text), now()
       FROM generate_series(1, 256) AS i RETURNING id),
     offers AS (
       INSERT INTO list_representatives (volunteer_id, birth_date, birth_place, electoral_comune_code, electoral_comune)
       SELECT id, date '1980-01-01' + id, 'Mestre', $1, 'Venezia' FROM people RETURNING volunteer_id)
     INSERT INTO polling_assignments (section_id, role, volunteer_id)
     SELECT s.id, CASE WHEN o.n % 2 = 0 THEN 'effettivo' ELSE 'supplente' END, o.volunteer_id
     FROM (SELECT volunteer_id, row_number() OVER (ORDER BY volunteer_id) - 1 AS n FROM offers) AS o
       JOIN polling_sections s ON s.comune_code = $1 AND s.number = 1 + o.n / 2`,
    [VENEZIA],
  );

  const rows = [
    [`import of ${sections.toLocaleString('en')} new sections (first run)`, firstMs] as [string, number],
    await timed(`re-import of ${sections.toLocaleString('en')}, unchanged`, importOnce),
    await timed(`re-import of ${sections.toLocaleString('en')}, every address new`, () =>
      importOf(csv.replaceAll('via Roma', `via Garibaldi ${performance.now()}`)),
    ),
    await timed('coverage (563 comuni)', () => get(adminPollingCoverage, '/api/admin/polling-sections/coverage')),
    await timed("Venezia's sections and people", () =>
      get(adminPollingSections, `/api/admin/polling-sections?comune=${VENEZIA}`),
    ),
    await timed("Venezia's designations, CSV (256 people)", () =>
      get(adminDesignations, `/api/admin/polling-sections/designations?comune=${VENEZIA}&format=csv`),
    ),
    await timed("Venezia's designations, PDF (256 people)", () =>
      get(adminDesignations, `/api/admin/polling-sections/designations?comune=${VENEZIA}&format=pdf`),
    ),
  ];
  console.log(`${'call'.padEnd(48)}${'p50 ms'.padStart(10)}   (${RUNS} runs each, the first import once)`);
  for (const [call, ms] of rows) console.log(`${call.padEnd(48)}${ms.toFixed(1).padStart(10)}`);
  const slow = rows.filter(([, ms]) => ms >= 2000);
  if (slow.length > 0) throw new Error(`Over the 2 s budget: ${slow.map(([call]) => call).join(', ')}`);
} finally {
  await database.stop();
}
