/**
 * One test worker's database, in a process of its own so its queries run beside the tests rather than in Vitest's
 * main thread: a migrated in-memory PGlite server (test/server/database-setup.ts starts one per worker). Prints its
 * URL on a line, and stops when its standard input closes, so it never outlives the test run.
 */
import { startMigratedServer } from './memory-database';

const server = await startMigratedServer();
process.stdout.write(`${server.url}\n`);
process.stdin.on('close', () => void server.stop().finally(() => process.exit(0)));
process.stdin.resume();
