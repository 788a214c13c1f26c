import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cdnCacheKey } from '../../core/cdn-cache-key';
import { getDb } from '../../db/client';
import { insertTourEvent } from '../../db/queries/tour-events.queries';
import { callRaw } from '../../test/server/function-calls';
import { STOP } from '../../test/server/rsvp-test-kit';
import { useTestDatabase } from '../../test/server/test-database';
import shifts from '../shifts/shifts';
import tourStopPage from './tour-stop-page';

useTestDatabase();

// No renderer (the development server's case): the function writes the stop into the shell itself.
vi.mock('./stop-page-renderer', () => ({ stopPageRenderer: async () => null }));

const SHELL = `<!doctype html><html lang="it"><head><meta charset="UTF-8" /><title>Tappa</title></head>
<body><div id="root"></div></body></html>`;

beforeEach(() =>
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) =>
      new URL(url).pathname === '/' ? new Response(SHELL) : new Response('', { status: 404 }),
    ),
  ),
);
afterEach(() => vi.unstubAllGlobals());

/** A friend's link, as WhatsApp opens it: the owner's code, perhaps with a campaign's labels. */
const INVITED = (path: string) => `${path}?ref=K7M2QX9P&utm_source=whatsapp&utm_medium=social`;

describe('a friend’s link (`?ref=`) never splits the CDN’s cache (docs/decisions/0042, 0014)', () => {
  it('a stop’s page: one entry and the same page for the bare link and every invitation', async () => {
    const { id } = await insertTourEvent(getDb(), STOP);
    const origin = 'https://invito.example';
    const open = (path: string) => callRaw(tourStopPage, path, { url: `${origin}${path}`, params: { id: String(id) } });
    const bare = await open(`/tappe/${id}`);
    const invited = await open(INVITED(`/tappe/${id}`));
    const other = await open(`/tappe/${id}?ref=ZZZZZZZZ`);
    expect(bare.status).toBe(200);
    const keys = [bare, invited, other].map((res, i) =>
      cdnCacheKey(
        [`/tappe/${id}`, INVITED(`/tappe/${id}`), `/tappe/${id}?ref=ZZZZZZZZ`][i],
        res.headers.get('Netlify-Vary'),
      ),
    );
    expect(new Set(keys)).toEqual(new Set([`/tappe/${id}`]));
    const pages = await Promise.all([bare, invited, other].map((res) => res.text()));
    // The page never writes the code: the form reads it from the address when it is sent.
    expect(pages[1]).toBe(pages[0]);
    expect(pages[1]).not.toContain('K7M2QX9P');
  });

  it('the shifts the volunteers’ page lists: one entry whatever the link carries', async () => {
    const bare = await callRaw(shifts, '/api/shifts');
    const invited = await callRaw(shifts, INVITED('/api/shifts'));
    expect(cdnCacheKey(INVITED('/api/shifts'), invited.headers.get('Netlify-Vary'))).toBe(
      cdnCacheKey('/api/shifts', bare.headers.get('Netlify-Vary')),
    );
    expect(await invited.text()).toBe(await bare.text());
  });
});
