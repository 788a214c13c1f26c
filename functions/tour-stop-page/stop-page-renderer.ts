import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { PrerenderData } from '../../core/api-paths';
import { STOP_PAGE_RENDERER } from '../../core/rendered-root';

/** web/entry-server.tsx's renderPage: a route's HTML, as web/app-start.tsx hydrates it. */
export type RenderPage = (pathname: string, data: PrerenderData) => Promise<string>;

/**
 * Where the renderer may be: beside the project the function runs in (`netlify serve`, and Netlify's functions,
 * whose working directory holds their `included_files`), or under Lambda's task root.
 */
const candidates = () =>
  [process.cwd(), process.env.LAMBDA_TASK_ROOT]
    .filter((dir): dir is string => Boolean(dir))
    .map((dir) => path.resolve(dir, STOP_PAGE_RENDERER));

let loading: Promise<RenderPage | null> | undefined;

/**
 * The build's renderer of the app, loaded once per function instance; null where there is none (the development
 * server, which builds nothing): the page is then rendered in the browser.
 */
export function stopPageRenderer(): Promise<RenderPage | null> {
  loading ??= (async () => {
    for (const file of candidates()) {
      try {
        const module = (await import(/* @vite-ignore */ pathToFileURL(file).href)) as { renderPage?: RenderPage };
        if (typeof module.renderPage === 'function') return module.renderPage;
      } catch {
        // Not there: the next place, or none.
      }
    }
    return null;
  })();
  return loading;
}
