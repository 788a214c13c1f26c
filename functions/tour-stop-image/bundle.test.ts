import { mkdtemp, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { zipFunction } from '@netlify/zip-it-and-ship-it';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { getDb } from '../../db/client';
import { insertTourEvent } from '../../db/queries/tour-events.queries';
import { useTestDatabase } from '../../test/server/test-database';
import { TEST_MS } from '../../test/patience';

/* The function as Netlify deploys it: bundled, with the files it reads at run time packed beside it. */

useTestDatabase();

const ROOT = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../..');
let out: string | undefined;
afterAll(() => (out ? rm(out, { recursive: true, force: true }) : undefined));

describe('the deployed tour-stop-image function', () => {
  it(
    'packs its WebAssembly, fonts and picture, and draws from the bundle alone',
    async () => {
      out = await mkdtemp(path.join(os.tmpdir(), 'campagna-bundle-'));
      await zipFunction(path.join(ROOT, 'functions/tour-stop-image'), out, {
        archiveFormat: 'none',
        basePath: ROOT,
        config: { '*': { nodeBundler: 'esbuild' } },
      });
      const bundle = path.join(out, 'tour-stop-image');
      for (const file of [
        'node_modules/@resvg/resvg-wasm/index_bg.wasm',
        'node_modules/@fontsource/barlow-condensed/files/barlow-condensed-latin-400-normal.woff',
        'node_modules/@fontsource/barlow-condensed/files/barlow-condensed-latin-800-normal.woff',
        'functions/tour-stop-image/candidata.jpg',
      ]) {
        expect((await stat(path.join(bundle, file))).size, file).toBeGreaterThan(1000);
      }
      const deployed = (await import(
        pathToFileURL(path.join(bundle, 'functions/tour-stop-image/tour-stop-image.mjs')).href
      )) as {
        default: (req: Request, context: { params: Record<string, string> }) => Promise<Response>;
      };
      const { id } = await insertTourEvent(getDb(), {
        title: 'Comizio',
        location: 'Padova',
        eventDate: '2025-11-20',
        eventTime: '18:00',
        address: null,
        description: null,
        completed: 0,
      });
      const res = await deployed.default(new Request(`http://localhost/tappe/${id}/anteprima.png`), {
        params: { id: String(id) },
      });
      expect(res.status).toBe(200);
      const metadata = await sharp(Buffer.from(await res.arrayBuffer())).metadata();
      expect([metadata.format, metadata.width, metadata.height]).toEqual(['png', 1200, 630]);
    },
    TEST_MS,
  );
});
