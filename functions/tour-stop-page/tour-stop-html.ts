import { tourStopCalendarPath } from '../../core/calendar-path';
import { headTags, withHeadTags } from '../../core/head-tags';
import { escapeHtml } from '../../core/html';
import { PAGE_ROUTES } from '../../core/page-routes';
import { tourStopHead } from '../../core/stop-preview';
import { formatStopWhen } from '../../core/stop-time';
import type { TourEvent } from '../../core/schema/tour-event';
import { siteConfig } from '../../core/site-config';

/**
 * The HTML of a tour stop's page, /tappe/{id}: the site's page shell with the stop's own title, description and
 * Open Graph/Twitter tags (a link pasted into WhatsApp previews that very stop), and the stop itself in the body
 * for visitors without JavaScript. The browser app then renders the page in full (data-client-render).
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

/** The stop's page from the site's page shell (whose root is empty), or null when the shell is not one. */
export function tourStopPage(shell: string, stop: TourEvent, origin: string): string | null {
  if (!EMPTY_ROOT.test(shell) || !shell.includes('</head>')) return null;
  // A function replacer: "$&" or "$'" in an admin's title is text, not a replacement pattern.
  return withHeadTags(shell, headTags(tourStopHead(stop, origin))).replace(
    EMPTY_ROOT,
    () => `<div id="root" data-client-render>\n${body(stop)}\n</div>`,
  );
}
