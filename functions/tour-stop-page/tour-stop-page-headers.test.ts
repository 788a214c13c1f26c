import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TourEventInput } from '../../core/schema/tour-event.schema';
import { SECURITY_HEADERS } from '../../core/security-headers';
import { getDb } from '../../db/client';
import { insertTourEvent } from '../../db/queries/tour-events.queries';
import { callRaw } from '../../test/server/function-calls';
import { useTestDatabase } from '../../test/server/test-database';
import tourStopPage from './tour-stop-page';

useTestDatabase();

// No renderer (the development server's case): the stop's text is written into the shell by the function itself.
vi.mock('./stop-page-renderer', () => ({ stopPageRenderer: async () => null }));

const POLICY = SECURITY_HEADERS['Content-Security-Policy'];

/** An index page with an empty root; `head` is added to its head (the Vite client's tag, on the dev server). */
const shell = (head = '') => `<!doctype html><html lang="it"><head><meta charset="UTF-8" /><title>Tappa</title>${head}
<script type="module" crossorigin src="/assets/index-abc.js"></script></head><body><div id="root"></div></body></html>`;

const VITE_CLIENT = '<script type="module" src="/@vite/client"></script>';

const stop = (fields: Partial<TourEventInput> = {}): TourEventInput => ({
  title: 'Incontro in piazza',
  location: 'Castelfranco Veneto',
  eventDate: '2025-11-15',
  eventTime: '18:30',
  address: 'Piazza Giorgione 1',
  description: 'Aperitivo con la candidata',
  completed: 0,
  ...fields,
});

/** Serves `page` as the shell of every origin (at /, where the development server has it), nothing else. */
const serveShell = (page: string) =>
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) =>
      new URL(url).pathname === '/' ? new Response(page) : new Response('', { status: 404 }),
    ),
  );

/**
 * A stop's page, and the 404, asked at an origin of the test's own: the function keeps one shell per origin, so
 * each test names the shell it serves.
 */
async function openPages(origin: string, fields?: Partial<TourEventInput>): Promise<Response[]> {
  const { id } = await insertTourEvent(getDb(), stop(fields));
  return Promise.all(
    [String(id), '999'].map((param) =>
      callRaw(tourStopPage, `/tappe/${param}`, { url: `${origin}/tappe/${param}`, params: { id: param } }),
    ),
  );
}

beforeEach(() => serveShell(shell()));
afterEach(() => {
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
});

describe("the stop pages' security headers", () => {
  it("are the static pages' own, on the page and on its 404 (_headers never reach a function)", async () => {
    for (const res of await openPages('http://intestazioni.localhost:8888')) {
      for (const [name, value] of Object.entries(SECURITY_HEADERS)) expect(res.headers.get(name), name).toBe(value);
    }
  });

  it("keep the policy whatever a stop's text says: the environment decides, never the page", async () => {
    const hostile = ['/@vite/client', VITE_CLIENT, '/@VITE/CLIENT?v=1', 'http://localhost:5173/@vite/client'];
    for (const [index, text] of hostile.entries()) {
      const [page] = await openPages(`http://testo-${index}.localhost:8888`, {
        title: text,
        description: text,
        location: text,
        address: text,
      });
      expect(page.status).toBe(200);
      // The text reaches the page (escaped or not): otherwise this test would prove nothing.
      expect((await page.text()).toLowerCase()).toContain('/@vite/client');
      expect(page.headers.get('content-security-policy'), text).toBe(POLICY);
    }
  });

  it('keep the policy on a shell that names the Vite client, outside the development server', async () => {
    serveShell(shell(VITE_CLIENT));
    for (const res of await openPages('http://vite-fuori-sviluppo.localhost:8888')) {
      expect(res.headers.get('content-security-policy')).toBe(POLICY);
    }
  });

  it('leave the policy off under netlify dev alone (NETLIFY_DEV=true), whose Vite preamble runs inline', async () => {
    vi.stubEnv('NETLIFY_DEV', 'true');
    serveShell(shell(VITE_CLIENT));
    const responses = await openPages('http://sviluppo.localhost:8888');
    expect(responses.map((res) => res.status)).toEqual([200, 404]);
    for (const res of responses) {
      expect(res.headers.get('content-security-policy')).toBeNull();
      expect(res.headers.get('x-frame-options')).toBe('DENY');
    }
  });
});
