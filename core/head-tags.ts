import { escapeHtml } from './html';
import { siteConfig } from './site-config';

/**
 * The one writer of a page's head tags: the build's prerender (web/prerender) writes them into every page's HTML
 * file, the stop pages' function (functions/tour-stop-page) into each stop's. Link previews (WhatsApp, Facebook,
 * X) and search engines read these tags from the HTML and never run JavaScript.
 */

/** schema.org data for search engines, as a plain object. */
export type JsonLd = Record<string, unknown>;

/** The picture a link preview shows: absolute URL, media type, size in pixels and text alternative. */
interface PreviewImage {
  readonly url: string;
  readonly type: string;
  readonly width: number;
  readonly height: number;
  readonly alt: string;
}

/** What a page's head says about it. */
export interface PageHead {
  readonly title: string;
  readonly description?: string;
  /**
   * A page that search engines index and link previews show: its canonical URL and its preview picture. Without
   * it the page is `noindex` and carries no preview tags (the admin area, the 404, a page shell).
   */
  readonly listed?: { readonly url: string; readonly image: PreviewImage };
  /** schema.org data about the page (JSON-LD), after the other tags. */
  readonly structuredData?: JsonLd | readonly JsonLd[];
}

/**
 * The data as a script element search engines read. A data block never runs (the Content-Security-Policy does
 * not apply to it); "<" is escaped so that no text in it can close the element or open a comment.
 */
export function jsonLdScript(data: JsonLd | readonly JsonLd[]): string {
  const json = JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
  return `<script type="application/ld+json">${json}</script>`;
}

/** The head tags of one page, as HTML: title, description, canonical URL, Open Graph, Twitter card, JSON-LD. */
export function headTags(head: PageHead): string {
  const tags = [`<title>${escapeHtml(head.title)}</title>`];
  const meta = (attribute: 'name' | 'property', key: string, content: string) =>
    tags.push(`<meta ${attribute}="${key}" content="${escapeHtml(content)}" />`);
  if (head.description) meta('name', 'description', head.description);
  if (head.listed) {
    const { url, image } = head.listed;
    const description = head.description ?? '';
    tags.push(`<link rel="canonical" href="${escapeHtml(url)}" />`);
    meta('property', 'og:type', 'website');
    meta('property', 'og:locale', 'it_IT');
    meta('property', 'og:site_name', `${siteConfig.candidate.fullName} Presidente`);
    meta('property', 'og:title', head.title);
    meta('property', 'og:description', description);
    meta('property', 'og:url', url);
    meta('property', 'og:image', image.url);
    meta('property', 'og:image:type', image.type);
    meta('property', 'og:image:width', String(image.width));
    meta('property', 'og:image:height', String(image.height));
    meta('property', 'og:image:alt', image.alt);
    meta('name', 'twitter:card', 'summary_large_image');
    meta('name', 'twitter:title', head.title);
    meta('name', 'twitter:description', description);
    meta('name', 'twitter:image', image.url);
    meta('name', 'twitter:image:alt', image.alt);
  } else {
    meta('name', 'robots', 'noindex');
  }
  if (head.structuredData) tags.push(jsonLdScript(head.structuredData));
  return tags.join('\n    ');
}

/** The tags a document carries about itself, which a page's own tags replace. */
const OWN_HEAD_TAGS = [
  /\s*<title>[\s\S]*?<\/title>/g,
  /\s*<meta\s+(?:name|property)="(?:description|robots|og:[^"]*|twitter:[^"]*)"[^>]*>/g,
  /\s*<link\s+rel="canonical"[^>]*>/g,
];

const VIEWPORT = /<meta name="viewport"[^>]*>/;

/**
 * The document with its own title, description, robots, canonical and preview tags replaced by `tags` (and any
 * head HTML after them), placed right after the viewport tag: crawlers that read only the first bytes still find
 * them. Function replacers, so that a "$&" or "$'" in an admin's title stays text.
 */
export function withHeadTags(html: string, tags: string, after = ''): string {
  const stripped = OWN_HEAD_TAGS.reduce((text, pattern) => text.replace(pattern, ''), html);
  const block = `\n    ${tags}${after}`;
  return VIEWPORT.test(stripped)
    ? stripped.replace(VIEWPORT, (tag) => `${tag}${block}`)
    : stripped.replace('</head>', () => `${block}\n  </head>`);
}
