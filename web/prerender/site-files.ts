import { LISTED_PAGES, PAGE_LIST, PAGES } from '../../core/pages';
import { siteConfig } from '../../core/site-config';

/** Files made from the site configuration and the page table rather than kept in web/public. */

/** The site's public origin: SITE_URL, else the one Netlify gives the build (URL), else the configuration's. */
export function siteOrigin(env: NodeJS.ProcessEnv = process.env): string {
  return (env.SITE_URL || env.URL || siteConfig.siteUrl).replace(/\/+$/, '');
}

function manifest(): string {
  return JSON.stringify(
    {
      name: `${siteConfig.candidate.fullName} Presidente – ${siteConfig.election.name}`,
      short_name: `${siteConfig.candidate.lastName} Presidente`,
      description: PAGES.home.description,
      lang: 'it',
      start_url: PAGES.home.path,
      scope: PAGES.home.path,
      display: 'standalone',
      background_color: '#ffffff',
      theme_color: '#0b3d91',
      icons: [
        { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
        { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
        { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      ],
    },
    null,
    2,
  );
}

function sitemap(origin: string): string {
  const urls = LISTED_PAGES.map((page) => `  <url><loc>${origin}${page.path}</loc></url>`).join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}

/** Crawlers keep out of the admin area (the pages that stand alone) and the API. */
function robots(origin: string): string {
  const disallowed = PAGE_LIST.filter((page) => page.layout === 'alone')
    .map((page) => page.path)
    .sort();
  const rules = [...disallowed, '/api/'].map((path) => `Disallow: ${path}`).join('\n');
  return `User-agent: *\nAllow: /\n${rules}\n\nSitemap: ${origin}/sitemap.xml\n`;
}

/** The build writes them, the dev server answers them. */
export function generatedFiles(origin: string): { fileName: string; contentType: string; source: string }[] {
  return [
    { fileName: 'manifest.webmanifest', contentType: 'application/manifest+json', source: manifest() },
    { fileName: 'sitemap.xml', contentType: 'application/xml', source: sitemap(origin) },
    { fileName: 'robots.txt', contentType: 'text/plain; charset=utf-8', source: robots(origin) },
  ];
}
