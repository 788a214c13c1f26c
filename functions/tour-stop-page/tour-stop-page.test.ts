import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TourEventInput } from '../../core/schema/tour-event.schema';
import { getDb } from '../../db/client';
import { insertTourEvent } from '../../db/queries/tour-events.queries';
import { useTestDatabase } from '../../test/server/test-database';
import { PAGES } from '../../core/pages';
import { stopPreviewImage } from '../../core/stop-preview';
import { callRaw } from '../../test/server/function-calls';
import { API } from '../../core/api-paths';
import { FUNCTION_RENDERS_HERE, PRERENDER_DATA_ID } from '../../core/rendered-root';
import type { RenderPage } from './stop-page-renderer';
import tourStopPage, { config } from './tour-stop-page';

useTestDatabase();

/** The build's renderer of the app, or none (the development server's case); each test says which. */
const renderer = vi.hoisted(() => ({ render: null as RenderPage | null }));
vi.mock('./stop-page-renderer', () => ({ stopPageRenderer: async () => renderer.render }));

/** A shell with an empty root, as the development server's index page is: the browser renders the page. */
const SHELL = `<!doctype html>
<html lang="it">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>Tappa del tour</title>
    <meta name="description" content="Generica" />
    <meta property="og:title" content="Generica" />
    <link rel="canonical" href="https://example.it/tappa" />
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

/** The build's shell for /tappe/{id} (tappa.html): a prerendered page's frame, marked where the page goes. */
const RENDERED_SHELL = SHELL.replace('<div id="root"></div>', FUNCTION_RENDERS_HERE).replace(
  '</head>',
  '<style>.page{margin:0}</style></head>',
);

const NOT_FOUND_PAGE =
  '<!doctype html><html><head><title>Pagina non trovata</title></head><body>404 del sito</body></html>';

const stop = (fields: Partial<TourEventInput> = {}): TourEventInput => ({
  title: 'Incontro in piazza "Giorgione"',
  location: 'Castelfranco Veneto',
  eventDate: '2025-11-15',
  eventTime: '18:30',
  address: 'Piazza Giorgione 1',
  description: 'Aperitivo & domande alla candidata <in piazza>',
  completed: 0,
  ...fields,
});

beforeEach(() => {
  renderer.render = null;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      const path = new URL(url).pathname;
      if (path === '/tappa.html') return new Response(SHELL);
      if (path === '/404.html') return new Response(NOT_FOUND_PAGE);
      return new Response('', { status: 404 });
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

const open = (id: string) => callRaw(tourStopPage, `/tappe/${id}`, { params: { id } });

describe('GET /tappe/{id}', () => {
  it("is served at the stop pages' path of the page table", () => {
    expect(config.path).toBe(PAGES.tourStop.path);
  });

  it("carries the stop's own title, Italian date, place and preview tags, and the stop in the body", async () => {
    const created = await insertTourEvent(getDb(), stop());
    const res = await open(String(created.id));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(res.headers.get('netlify-cache-tag')).toBe('tour-events,visited-cities,site-content');
    const html = await res.text();
    const title = 'Incontro in piazza &#34;Giorgione&#34; – Tour di Giulia Venturini';
    expect(html).toContain(`<title>${title}</title>`);
    expect(html).toContain(`<meta property="og:title" content="${title}" />`);
    expect(html).toContain(
      '<meta property="og:description" content="sabato 15 novembre 2025, ore 18:30, Castelfranco Veneto. ' +
        'Aperitivo &#38; domande alla candidata &#60;in piazza&#62;" />',
    );
    expect(html).toContain(`<meta property="og:url" content="http://localhost:8888/tappe/${created.id}" />`);
    // Its own preview image, versioned by what it draws, named with its size, type and the stop's title.
    const preview = stopPreviewImage(created, 'http://localhost:8888');
    expect(html).toContain(`<meta property="og:image" content="${preview.url}" />`);
    expect(preview.url).toMatch(new RegExp(`^http://localhost:8888/tappe/${created.id}/anteprima\\.png\\?v=`));
    expect(html).toContain('<meta property="og:image:type" content="image/png" />');
    expect(html).toMatch(/<meta property="og:image:alt" content="Incontro in piazza &#34;Giorgione&#34; – sabato 15/);
    expect(html).toContain('<meta property="og:image:width" content="1200" />');
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image" />');
    expect(html).not.toContain('Generica');
    expect(html).not.toContain('https://example.it/tappa');
    expect(html).toContain('<script type="module" crossorigin src="/assets/index-abc.js"></script>');
    // Where the static pages have theirs: right after the viewport tag, ahead of the scripts.
    expect(html).toMatch(/<meta name="viewport"[^>]*>\s*<title>Incontro in piazza/);
    expect(html).toContain('<div id="root" data-client-render>');
    expect(html).toContain('<time datetime="2025-11-15">sabato 15 novembre 2025, ore 18:30</time>');
    expect(html).toContain('Castelfranco Veneto, Piazza Giorgione 1');
    expect(html).toContain(`<a href="/api/tour-events.ics?id=${created.id}">Aggiungi al calendario</a>`);
    expect(html).toContain('<a href="/#territorio">Tutte le tappe del tour</a>');
    expect(html).not.toContain('<in piazza>');
  });

  it("renders the app's own page into the build's shell, with the data it rendered for the browser's hydration", async () => {
    const created = await insertTourEvent(getDb(), stop());
    const later = await insertTourEvent(getDb(), stop({ title: 'Festa a Treviso', eventDate: '2025-11-20' }));
    await getDb().query(`INSERT INTO visited_cities (city_name, pin_x, pin_y) VALUES ('Castelfranco Veneto', 40, 45)`);
    const render = vi.fn<RenderPage>(async (pathname) => `<main><h1>Pagina di ${pathname}</h1></main>`);
    renderer.render = render;
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) =>
        new URL(url).pathname === '/tappa.html' ? new Response(RENDERED_SHELL) : new Response('', { status: 404 }),
      ),
    );
    // Another origin: the function keeps one shell per origin.
    const res = await callRaw(tourStopPage, `/tappe/${created.id}`, {
      url: `http://anteprima.localhost:8888/tappe/${created.id}`,
      params: { id: String(created.id) },
    });
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(render).toHaveBeenCalledWith(`/tappe/${created.id}`, expect.any(Object));
    const [, data] = render.mock.calls[0];
    expect((data[API.tourEvents] as { id: number }[]).map((event) => event.id)).toEqual([created.id, later.id]);
    expect(data[API.visitedCities]).toMatchObject([{ cityName: 'Castelfranco Veneto', pinX: 40, pinY: 45 }]);
    expect(data[API.content]).toMatchObject({ heroTitle: expect.any(String) });
    expect(html).toContain(`<div id="root"><main><h1>Pagina di /tappe/${created.id}</h1></main></div>`);
    const [, json] = new RegExp(`<script type="application/json" id="${PRERENDER_DATA_ID}">(.*?)</script>`).exec(html)!;
    expect(JSON.parse(json)).toEqual(JSON.parse(JSON.stringify(data)));
    // No "<" in the data can close its script element.
    expect(json).not.toContain('<');
    expect(html).not.toContain('data-client-render');
    expect(html).not.toContain(FUNCTION_RENDERS_HERE);
    expect(html).toContain('<style>.page{margin:0}</style>');
    expect(html).toMatch(/<title>Incontro in piazza &#34;Giorgione&#34;/);
  });

  it("falls back on the plain copy in the build's shell when it has no renderer", async () => {
    const created = await insertTourEvent(getDb(), stop());
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) =>
        new URL(url).pathname === '/tappa.html' ? new Response(RENDERED_SHELL) : new Response('', { status: 404 }),
      ),
    );
    const res = await callRaw(tourStopPage, `/tappe/${created.id}`, {
      url: `http://senza-renderer.localhost:8888/tappe/${created.id}`,
      params: { id: String(created.id) },
    });
    const html = await res.text();
    expect(html).toContain('<div id="root" data-client-render>');
    expect(html).toContain('<time datetime="2025-11-15">sabato 15 novembre 2025, ore 18:30</time>');
    expect(html).not.toContain(PRERENDER_DATA_ID);
  });

  it('says a completed stop is done and offers no calendar for it', async () => {
    const created = await insertTourEvent(getDb(), stop({ completed: 1 }));
    const html = await (await open(String(created.id))).text();
    expect(html).toContain('Tappa già effettuata');
    expect(html).not.toContain('Aggiungi al calendario');
  });

  it.each(['999', 'abc', '0', '1.5'])('gives the 404 page with a 404 status for the id %j', async (id) => {
    await insertTourEvent(getDb(), stop());
    const res = await open(id);
    expect(res.status).toBe(404);
    expect(await res.text()).toBe(NOT_FOUND_PAGE);
  });

  it('gives the 404 page once the stop is deleted', async () => {
    const created = await insertTourEvent(getDb(), stop());
    await getDb().query('DELETE FROM tour_events WHERE id = $1', [created.id]);
    expect((await open(String(created.id))).status).toBe(404);
  });

  it('writes an admin\'s "$&" or "$\'" in a title as text, not as a replacement pattern', async () => {
    const created = await insertTourEvent(getDb(), stop({ title: "Festa da $& e $' in piazza" }));
    const html = await (await open(String(created.id))).text();
    expect(html).toContain('<title>Festa da $&#38; e $&#39; in piazza');
    expect(html).toContain('<meta property="og:title" content="Festa da $&#38; e $&#39; in piazza');
    expect(html.match(/<\/head>/g)).toHaveLength(1);
  });

  it('describes the stop to search engines as a schema.org Event (JSON-LD)', async () => {
    const created = await insertTourEvent(getDb(), stop());
    const html = await (await open(String(created.id))).text();
    const [, json] = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html)!;
    expect(JSON.parse(json)).toMatchObject({
      '@type': 'Event',
      name: 'Incontro in piazza "Giorgione"',
      startDate: '2025-11-15T18:30:00+01:00',
      url: `http://localhost:8888/tappe/${created.id}`,
      location: { '@type': 'Place', name: 'Castelfranco Veneto' },
    });
  });
});
