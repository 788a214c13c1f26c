import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import pg from 'pg';
import { withDefaultUser } from '../../db/client';

/**
 * Test support: a local endpoint speaking the HTTP SQL protocol of Neon that `@neondatabase/serverless` uses in
 * production (a POST of `{ query, params }`, or `{ queries }` for a transaction; rows answered as arrays of text,
 * with each field's type id, for the driver to parse itself), in front of the test Postgres. Pointed at by the
 * driver's `neonConfig.fetchEndpoint`, it lets the tests run the production database path.
 */
export interface NeonHttpEndpoint {
  url: string;
  /** How many statements it has run: proof that a test went over HTTP. */
  served: () => number;
  close: () => Promise<void>;
}

interface NeonQuery {
  query: string;
  params: unknown[];
}

/** Every value as Postgres writes it in text: the driver parses them with pg-types, as pg does over the wire. */
const TEXT_ONLY = { getTypeParser: () => (value: string) => value };

export async function startNeonHttpEndpoint(databaseUrl: string): Promise<NeonHttpEndpoint> {
  const client = new pg.Client({ connectionString: withDefaultUser(databaseUrl), types: TEXT_ONLY });
  await client.connect();

  let served = 0;
  // Neon runs each request in a session of its own; this endpoint has one client, so requests take turns on it
  // and a transaction's statements never interleave with another request's.
  let last: Promise<unknown> = Promise.resolve();
  const inTurn = <T>(work: () => Promise<T>): Promise<T> => {
    const turn = last.then(work);
    last = turn.catch(() => undefined);
    return turn;
  };
  const run = async ({ query, params }: NeonQuery) => {
    served += 1;
    const result = await client.query({ text: query, values: params, rowMode: 'array' });
    return {
      command: result.command,
      rowCount: result.rowCount,
      fields: result.fields.map(({ name, dataTypeID }) => ({ name, dataTypeID })),
      rows: result.rows,
    };
  };

  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', async () => {
      try {
        if (req.headers['neon-array-mode'] !== 'true' || req.headers['neon-raw-text-output'] !== 'true') {
          throw Object.assign(new Error('The driver asks for arrays of raw text: this endpoint answers only so'), {
            code: 'XX000',
          });
        }
        const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as NeonQuery | { queries: NeonQuery[] };
        const answer = await inTurn<object>(() =>
          'queries' in body
            ? (async () => {
                await client.query('BEGIN');
                try {
                  const results = [];
                  for (const query of body.queries) results.push(await run(query));
                  await client.query('COMMIT');
                  return { results };
                } catch (error) {
                  await client.query('ROLLBACK');
                  throw error;
                }
              })()
            : run(body),
        );
        res.writeHead(200, { 'Content-Type': 'application/json' });
        res.end(JSON.stringify(answer));
      } catch (error) {
        // Neon answers a database error with 400 and its fields; the driver raises them on its own error.
        const { message, code, detail, constraint } = error as {
          message: string;
          code?: string;
          detail?: string;
          constraint?: string;
        };
        res.writeHead(400, { 'Content-Type': 'application/json' });
        res.end(JSON.stringify({ message, code, detail, constraint }));
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/sql`,
    served: () => served,
    close: async () => {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await client.end();
    },
  };
}
