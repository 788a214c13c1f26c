import { stopPreviewImage } from '../../core/stop-preview';
import { jsonLdScript, stopEvent } from '../../core/structured-data';
import { formatStopWhen } from '../../core/stop-time';
import type { TourEvent } from '../../core/schema/tour-event';
import { siteConfig } from '../../core/site-config';

/**
 * The HTML of a tour stop's page, /tappe/{id}: the site's page shell with the stop's own title, description and
 * Open Graph/Twitter tags (a link pasted into WhatsApp previews that very stop), and the stop itself in the body
 * for visitors without JavaScript. The browser app then renders the page in full (data-client-render).
 */

const MAX_DESCRIPTION = 200;

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

function summary(stop: TourEvent): string {
  const text = [`${formatStopWhen(stop)}, ${stop.location}.`, stop.description ?? ''].join(' ').trim();
  return text.length > MAX_DESCRIPTION ? `${text.slice(0, MAX_DESCRIPTION - 1).trimEnd()}…` : text;
}

function headTags(stop: TourEvent, origin: string): string {
  const title = `${stop.title} – Tour di ${siteConfig.candidate.fullName}`;
  const description = summary(stop);
  const url = `${origin}/tappe/${stop.id}`;
  // Its own picture: the stop's title, day, time and place beside the candidate (functions/tour-stop-image).
  const preview = stopPreviewImage(stop, origin);
  const image = preview.url;
  const tags: [string, string, string][] = [
    ['name', 'description', description],
    ['property', 'og:type', 'website'],
    ['property', 'og:locale', 'it_IT'],
    ['property', 'og:site_name', `${siteConfig.candidate.fullName} Presidente`],
    ['property', 'og:title', title],
    ['property', 'og:description', description],
    ['property', 'og:url', url],
    ['property', 'og:image', image],
    ['property', 'og:image:type', preview.type],
    ['property', 'og:image:width', String(preview.width)],
    ['property', 'og:image:height', String(preview.height)],
    ['property', 'og:image:alt', preview.alt],
    ['name', 'twitter:card', 'summary_large_image'],
    ['name', 'twitter:title', title],
    ['name', 'twitter:description', description],
    ['name', 'twitter:image', image],
    ['name', 'twitter:image:alt', preview.alt],
  ];
  return [
    `<title>${escapeHtml(title)}</title>`,
    `<link rel="canonical" href="${escapeHtml(url)}" />`,
    ...tags.map(([attribute, key, value]) => `<meta ${attribute}="${key}" content="${escapeHtml(value)}" />`),
    jsonLdScript(stopEvent(stop, origin, image)),
  ].join('\n    ');
}

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
      : `<p><a href="/api/tour-events.ics?id=${stop.id}">Aggiungi al calendario</a> · ` +
        `<a href="${escapeHtml(directions)}">Indicazioni</a></p>`,
    '<p><a href="/#territorio">Tutte le tappe del tour</a></p>',
    '</main>',
  ]
    .filter(Boolean)
    .join('\n');
}

/** Head tags the shell carries for its own page, replaced by the stop's. */
const SHELL_HEAD_TAGS = [
  /\s*<title>[\s\S]*?<\/title>/g,
  /\s*<meta\s+(?:name|property)="(?:description|robots|og:[^"]*|twitter:[^"]*)"[^>]*>/g,
  /\s*<link\s+rel="canonical"[^>]*>/g,
];

const EMPTY_ROOT = /<div id="root"[^>]*>\s*<\/div>/;

/** The stop's page from the site's page shell (whose root is empty), or null when the shell is not one. */
export function tourStopPage(shell: string, stop: TourEvent, origin: string): string | null {
  if (!EMPTY_ROOT.test(shell) || !shell.includes('</head>')) return null;
  const head = SHELL_HEAD_TAGS.reduce((html, pattern) => html.replace(pattern, ''), shell);
  return (
    head
      // A function replacer: "$&" or "$'" in an admin's title is text, not a replacement pattern.
      .replace('</head>', () => `    ${headTags(stop, origin)}\n  </head>`)
      .replace(EMPTY_ROOT, () => `<div id="root" data-client-render>\n${body(stop)}\n</div>`)
  );
}
