import { neonConfig } from '@neondatabase/serverless';
import { afterAll, beforeAll } from 'vitest';
import { databaseAt, type Db } from '../../db/client';
import { startNeonHttpEndpoint, type NeonHttpEndpoint } from './neon-http-endpoint';

/**
 * The test database as production reaches Neon: through `@neondatabase/serverless` over HTTP, to a local endpoint
 * in front of it (neon-http-endpoint.ts). Call after useTestDatabase(), which names the database in NETLIFY_DB_URL.
 */
export function useNeonHttpDb() {
  let endpoint: NeonHttpEndpoint | undefined;
  let overHttp: { db: Db; close: () => Promise<void> } | undefined;
  beforeAll(async () => {
    endpoint = await startNeonHttpEndpoint(process.env.NETLIFY_DB_URL!);
    neonConfig.fetchEndpoint = () => endpoint!.url;
    // A Neon host: the client picks the HTTP driver for it, as in production.
    overHttp = databaseAt('postgresql://sito:segreto@ep-prova-123456.eu-central-1.aws.neon.tech/neondb');
  });
  afterAll(async () => {
    await overHttp?.close();
    await endpoint?.close();
  });
  return {
    db: (): Db => overHttp!.db,
    /** How many statements went over HTTP: proof that a test did. */
    served: () => endpoint!.served(),
  };
}
