import { getStore } from '@netlify/blobs';
import { inject } from 'vitest';

/** The store the functions keep materials' files in (functions/_lib/material-file-store.ts). */
const MATERIAL_FILES = 'material-files';

/**
 * Points @netlify/blobs at the run's emulated store (blob-store-setup.ts) as `netlify dev` does, as a site of this
 * worker slot's own, so files running side by side never see each other's blobs.
 */
export function connectTestBlobStore(): void {
  const { url, token } = inject('testBlobStore');
  const context = {
    edgeURL: url,
    uncachedEdgeURL: url,
    primaryRegion: 'us-east-2',
    token,
    siteID: `test-slot-${process.env.VITEST_POOL_ID}`,
  };
  // Read by @netlify/blobs before NETLIFY_BLOBS_CONTEXT: tests that reset process.env keep the store.
  globalThis.netlifyBlobsContext = Buffer.from(JSON.stringify(context)).toString('base64');
}

/** Every key of the materials' store, sorted. */
export async function storedKeys(): Promise<string[]> {
  const { blobs } = await getStore(MATERIAL_FILES).list();
  return blobs.map(({ key }) => key).sort();
}

/** Empties the materials' store. */
export async function emptyTestBlobStore(): Promise<void> {
  const store = getStore(MATERIAL_FILES);
  const { blobs } = await store.list();
  await Promise.all(blobs.map(({ key }) => store.delete(key)));
}
