import { readFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { LISTED_PAGES, SHARE_IMAGE } from '../../core/pages';
import { generatedFiles, siteOrigin } from './site-files';

const PUBLIC_DIR = path.resolve(import.meta.dirname, '../public');
const file = (name: string) => generatedFiles('https://example.org').find(({ fileName }) => fileName === name)!.source;

describe('the site files', () => {
  it('take the origin from SITE_URL, then Netlify URL, then the site configuration', () => {
    expect(siteOrigin({ SITE_URL: 'https://a.example/', URL: 'https://b.example' })).toBe('https://a.example');
    expect(siteOrigin({ URL: 'https://b.example' })).toBe('https://b.example');
    expect(siteOrigin({})).toMatch(/^https:\/\//);
  });

  it('list in the sitemap the listed pages of the table, in its order', () => {
    const locations = [...file('sitemap.xml').matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    expect(locations).toEqual(LISTED_PAGES.map((page) => `https://example.org${page.path}`));
  });

  it('keep crawlers out of the admin area and the API', () => {
    expect(file('robots.txt')).toBe(
      'User-agent: *\nAllow: /\nDisallow: /admin\nDisallow: /admin-login\nDisallow: /admin/ingresso\nDisallow: /api/\n\nSitemap: https://example.org/sitemap.xml\n',
    );
  });
});

describe('share assets in web/public', () => {
  it.each(LISTED_PAGES.map((page) => [page.path, page.preview!.image]))(
    '%s has a 1200×630 JPEG share image under 300 kB',
    async (_path, image) => {
      const source = path.join(PUBLIC_DIR, image);
      const metadata = await sharp(source).metadata();
      expect([metadata.format, metadata.width, metadata.height]).toEqual([
        'jpeg',
        SHARE_IMAGE.width,
        SHARE_IMAGE.height,
      ]);
      expect(metadata.size ?? (await readFile(source)).length).toBeLessThan(300 * 1024);
    },
  );
});
