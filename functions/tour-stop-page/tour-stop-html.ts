import type { PrerenderData } from '../../core/api-paths';
import { tourStopCalendarPath } from '../../core/calendar-path';
import { headTags, withHeadTags } from '../../core/head-tags';
import { escapeHtml } from '../../core/html';
import { PAGE_ROUTES } from '../../core/page-routes';
import { FUNCTION_RENDERS_HERE, renderedRoot } from '../../core/rendered-root';
import { tourStopHead } from '../../core/stop-preview';
import { formatStopWhen } from '../../core/stop-time';
import type { TourEvent } from '../../core/schema/tour-event.schema';
import { siteConfig } from '../../core/site-config';

/**
 * The HTML of a tour stop's page, /tappe/{id}: the site's page shell with the stop's own title, description,
 * Open Graph/Twitter tags and structured data (a link pasted into WhatsApp previews that very stop), and the page
 * itself in the body, for the first paint, visitors without JavaScript and search engines.
 */

function body(stop: TourEvent): string {
  const place = [stop.location, stop.address].filter(Boolean).join(', ');
  const directions = `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(
    [stop.address, stop.location].filter(Boolean).join(', '),
  )}`;
  return [
    '<main id="contenuto" class="container tour-stop-page">',
    `<p class="tour-stop-page__kicker">Tour di ${escapeHtml(siteConfig.candidate.fullName)}</p>`,
    `<h1>${escapeHtml(stop.title)}</h1>`,
    stop.completed === 1 ? '<p class="tour-stop-page__done">Tappa già effettuata</p>' : '',
    `<p><time datetime="${stop.eventDate}">${escapeHtml(formatStopWhen(stop))}</time></p>`,
    `<p>${escapeHtml(place)}</p>`,
    stop.description ? `<p>${escapeHtml(stop.description)}</p>` : '',
    stop.completed === 1
      ? ''
      : `<p><a href="${tourStopCalendarPath(stop.id)}">Aggiungi al calendario</a> · ` +
        `<a href="${escapeHtml(directions)}">Indicazioni</a></p>`,
    `<p><a href="${PAGE_ROUTES.tourStop.listedAt}">Tutte le tappe del tour</a></p>`,
    '</main>',
  ]
    .filter(Boolean)
    .join('\n');
}

const EMPTY_ROOT = /<div id="root"[^>]*>\s*<\/div>/;

/**
 * The stop's page from the build's shell: the app's own page (`rendered`: the renderer's HTML and the data it
 * rendered, hydrated in the browser) where the shell marks it, else a plain copy of the stop that the browser
 * replaces (data-client-render), as in the development server's shell, whose root is empty. Null when the shell
 * is neither.
 */
export function tourStopPage(
  shell: string,
  stop: TourEvent,
  origin: string,
  rendered?: { appHtml: string; data: PrerenderData },
): string | null {
  if (!shell.includes('</head>')) return null;
  const page = withHeadTags(shell, headTags(tourStopHead(stop, origin)));
  // Function replacers: "$&" or "$'" in an admin's title is text, not a replacement pattern.
  if (rendered && page.includes(FUNCTION_RENDERS_HERE)) {
    return page.replace(FUNCTION_RENDERS_HERE, () => renderedRoot(rendered.appHtml, rendered.data));
  }
  const emptied = page.replace(FUNCTION_RENDERS_HERE, () => '<div id="root"></div>');
  if (!EMPTY_ROOT.test(emptied)) return null;
  return emptied.replace(EMPTY_ROOT, () => `<div id="root" data-client-render>\n${body(stop)}\n</div>`);
}
