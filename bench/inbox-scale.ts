/**
 * `npm run bench:inbox`: the admin inbox at campaign scale. Seeds 100,000 contact messages into the embedded
 * Postgres, then times (in-process: function code + PGlite, no network) the first page, a deep page, searches,
 * and the full CSV export with the process's peak memory while it streams.
 */
import { startMemoryDatabase } from '../test/server/memory-database';
import adminContactSubmissions from '../functions/admin-contact-submissions/admin-contact-submissions';
import { adminCookie, benchContext, medianCallMs } from './in-process';

const MESSAGES = Number(process.env.INBOX_ROWS) || 100_000;
const RUNS = Number(process.env.INBOX_RUNS) || 11;

const get = (path: string, cookie: string) =>
  adminContactSubmissions(new Request(`http://localhost:8888${path}`, { headers: { cookie } }), benchContext);

const p50 = (runs: number, path: (i: number) => string, cookie: string) =>
  medianCallMs(path(0), runs, (i) => get(path(i), cookie));

const database = await startMemoryDatabase();
try {
  const cookie = await adminCookie();
  const seeding = performance.now();
  await database.db.query(
    `INSERT INTO contact_submissions (name, email, phone, message, privacy_accepted, created_at)
     SELECT (ARRAY['Anna','Nicolò','Giulia','Marco','Chiara','Luca'])[1 + i % 6] || ' Cognome' || i,
       'persona' || i || '@example.it', '+39 049 ' || (100000 + i),
       'Messaggio numero ' || i || ': vorrei partecipare alla tappa di ' ||
         (ARRAY['Padova','Verona','Città di Castello','Treviso','Vicenza'])[1 + i % 5] || '.',
       1, timestamptz '2025-09-01' + i * interval '37 seconds'
     FROM generate_series(1, $1::int) AS i`,
    [MESSAGES],
  );
  await database.db.exec('ANALYZE contact_submissions');
  console.log(
    `Seeded ${MESSAGES.toLocaleString('en')} messages in ${((performance.now() - seeding) / 1000).toFixed(1)} s`,
  );

  // A cursor 90% of the way down, as an admin would reach by paging.
  const [deep] = await database.db.query<{ at: string; id: number }>(
    `SELECT created_at::text AS at, id FROM contact_submissions ORDER BY created_at DESC, id DESC OFFSET $1 LIMIT 1`,
    [Math.floor(MESSAGES * 0.9)],
  );
  const deepCursor = Buffer.from(JSON.stringify([deep.at, deep.id])).toString('base64url');

  const rows: [string, number][] = [
    ['first page (50 + total)', await p50(RUNS, () => '/api/admin/contact-submissions', cookie)],
    [
      `deep page (row ${Math.floor(MESSAGES * 0.9).toLocaleString('en')})`,
      await p50(RUNS, () => `/api/admin/contact-submissions?cursor=${deepCursor}`, cookie),
    ],
    ['search "nicolo" (accent-free)', await p50(RUNS, () => '/api/admin/contact-submissions?q=nicolo', cookie)],
    ['search "CITTA DI" (rare-ish)', await p50(RUNS, () => '/api/admin/contact-submissions?q=CITTA%20DI', cookie)],
    ['search "persona99999@"', await p50(RUNS, () => '/api/admin/contact-submissions?q=persona99999%40', cookie)],
  ];

  global.gc?.();
  const baseline = process.memoryUsage().rss;
  let peak = baseline;
  const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 5);
  const exportStarted = performance.now();
  const res = await get('/api/admin/contact-submissions?format=csv', cookie);
  let bytes = 0;
  const reader = res.body!.getReader();
  for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
    bytes += chunk.value.byteLength;
    peak = Math.max(peak, process.memoryUsage().rss);
  }
  const exportMs = performance.now() - exportStarted;
  clearInterval(sampler);

  console.log(
    `${'call'.padEnd(34)}${'p50 ms'.padStart(10)}   (${RUNS} runs each, ${MESSAGES.toLocaleString('en')} rows)`,
  );
  for (const [call, ms] of rows) console.log(`${call.padEnd(34)}${ms.toFixed(1).padStart(10)}`);
  console.log(
    `CSV export: ${(bytes / 1e6).toFixed(1)} MB in ${(exportMs / 1000).toFixed(2)} s; ` +
      `peak RSS ${(peak / 1e6).toFixed(0)} MB (${((peak - baseline) / 1e6).toFixed(0)} MB above the ${(baseline / 1e6).toFixed(0)} MB before it)`,
  );
} finally {
  await database.stop();
}
