import { describe, expect, it } from 'vitest';
import { headTags, jsonLdScript, withHeadTags, type PageHead } from './head-tags';
import { escapeHtml } from './html';

const IMAGE = { url: 'https://example.org/og/x.jpg', type: 'image/jpeg', width: 1200, height: 630, alt: 'Alt' };

const LISTED: PageHead = {
  title: 'Titolo',
  description: 'Descrizione',
  listed: { url: 'https://example.org/pagina', image: IMAGE },
};

function metaContent(html: string, key: string): string | undefined {
  const match = new RegExp(`<meta (?:name|property)="${key.replace(/[:.]/g, '\\$&')}" content="([^"]*)"`).exec(html);
  return match?.[1];
}

describe('escapeHtml', () => {
  it('turns every character that could end a text or open markup into a character reference', () => {
    expect(escapeHtml(`Tom & "Jerry" <b>'s`)).toBe('Tom &#38; &#34;Jerry&#34; &#60;b&#62;&#39;s');
    expect(escapeHtml('Già qui – è così')).toBe('Già qui – è così');
  });
});

describe('the head tags of a page', () => {
  it('gives a listed page its title, description, canonical URL, Open Graph with the picture and Twitter card', () => {
    const html = headTags(LISTED);
    expect(html.startsWith('<title>Titolo</title>\n    <meta name="description" content="Descrizione" />')).toBe(true);
    expect(html).toContain('<link rel="canonical" href="https://example.org/pagina" />');
    expect(metaContent(html, 'og:url')).toBe('https://example.org/pagina');
    expect(metaContent(html, 'og:site_name')).toBe('Giulia Venturini Presidente');
    expect(metaContent(html, 'og:image')).toBe(IMAGE.url);
    expect(metaContent(html, 'og:image:type')).toBe('image/jpeg');
    expect(metaContent(html, 'og:image:width')).toBe('1200');
    expect(metaContent(html, 'og:image:height')).toBe('630');
    expect(metaContent(html, 'og:image:alt')).toBe('Alt');
    expect(metaContent(html, 'twitter:card')).toBe('summary_large_image');
    expect(metaContent(html, 'twitter:image:alt')).toBe('Alt');
    expect(metaContent(html, 'robots')).toBeUndefined();
  });

  it('keeps a page that is not listed out of search engines, with no preview tags', () => {
    const html = headTags({ title: 'Area Riservata' });
    expect(html).toBe('<title>Area Riservata</title>\n    <meta name="robots" content="noindex" />');
  });

  it('escapes every text, the apostrophe too, and writes an admin\'s "$&" as it is', () => {
    const title = `"Festa" <di> $& e $' all'aperto & co`;
    const html = headTags({ ...LISTED, title, description: title });
    const escaped = '&#34;Festa&#34; &#60;di&#62; $&#38; e $&#39; all&#39;aperto &#38; co';
    expect(html).toContain(`<title>${escaped}</title>`);
    expect(metaContent(html, 'og:title')).toBe(escaped);
    expect(metaContent(html, 'description')).toBe(escaped);
    expect(html).not.toMatch(/<di>|"Festa"/);
  });

  it('ends with the structured data as a JSON-LD block', () => {
    const html = headTags({ ...LISTED, structuredData: [{ '@type': 'Person', name: 'Giulia' }] });
    expect(html.endsWith('<script type="application/ld+json">[{"@type":"Person","name":"Giulia"}]</script>')).toBe(
      true,
    );
  });
});

describe('the JSON-LD script element', () => {
  it('cannot be closed or turned into a comment by a text, and reads back as written', () => {
    const name = 'Fine</script><script>alert(1)</script><!-- e \u2028';
    const script = jsonLdScript({ name });
    expect(script.match(/<\/script>/g)).toHaveLength(1);
    expect(script).not.toContain('<!--');
    const [, json] = /^<script type="application\/ld\+json">([\s\S]*)<\/script>$/.exec(script)!;
    expect(JSON.parse(json)).toEqual({ name });
  });
});

describe('a document with a page’s head tags', () => {
  const template =
    '<head>\n<meta name="viewport" content="x" />\n<title>Old</title>\n<meta\n  name="description"\n  content="old"\n/>\n' +
    '<meta property="og:title" content="old" />\n<link rel="canonical" href="/old" />\n<meta name="robots" content="noindex" />\n</head>';

  it('replaces its own title, description, preview and robots tags, right after the viewport tag', () => {
    const html = withHeadTags(template, headTags(LISTED), '\n    <link rel="preload" />');
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html.match(/name="description"/g)).toHaveLength(1);
    expect(html.match(/og:title/g)).toHaveLength(1);
    expect(html.match(/rel="canonical"/g)).toHaveLength(1);
    expect(html).not.toMatch(/old|noindex/);
    expect(html.indexOf('<title>Titolo')).toBeGreaterThan(html.indexOf('viewport'));
    expect(html.indexOf('<link rel="preload" />')).toBeGreaterThan(html.indexOf('twitter:image:alt'));
  });

  it('puts them before </head> when there is no viewport tag, with "$&" still text', () => {
    const html = withHeadTags(
      '<html><head><title>Old</title></head><body></body></html>',
      headTags({ title: '$& $`' }),
    );
    expect(html).toBe(
      '<html><head>\n    <title>$&#38; $`</title>\n    <meta name="robots" content="noindex" />\n  </head><body></body></html>',
    );
  });
});
