import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { BlobsServer } from '@netlify/blobs/server';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The run's Netlify Blobs store, as `netlify dev` emulates it; each worker slot is a site of its own. */
    testBlobStore: { url: string; token: string };
  }
}

/** One emulated Netlify Blobs server for the server project's run, on a temporary folder removed at the end. */
export default async function setup(project: TestProject) {
  const directory = await mkdtemp(path.join(os.tmpdir(), 'campagna-blobs-'));
  const token = 'test-blobs-token';
  const server = new BlobsServer({ directory, token, logger: () => undefined });
  const { port } = await server.start();
  project.provide('testBlobStore', { url: `http://127.0.0.1:${port}`, token });
  return async () => {
    await server.stop();
    await rm(directory, { recursive: true, force: true });
  };
}
