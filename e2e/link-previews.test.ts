import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { LISTED_PAGES, PAGES, SHARE_IMAGE } from '../core/pages';
import { useBrowser } from '../test/browser/browser';

const { baseURL, browser } = useBrowser();

/** What WhatsApp or Facebook sees: the HTML as served, no script ever run. */
async function previewTags(pathname: string) {
  const context = await browser().newContext({ baseURL, javaScriptEnabled: false });
  const page = await context.newPage();
  const response = await page.goto(pathname);
  const read = (selector: string) => page.locator(selector).first().getAttribute('content');
  const tags = {
    status: response?.status(),
    title: await page.title(),
    ogTitle: await read('meta[property="og:title"]'),
    ogImage: await read('meta[property="og:image"]'),
    ogDescription: await read('meta[property="og:description"]'),
    twitterCard: await read('meta[name="twitter:card"]'),
    rendered: await page.locator('#root').innerHTML(),
  };
  await context.close();
  return tags;
}

describe('link previews', () => {
  it('/apertura-campagna-elettorale carries its own Open Graph title and image before any script runs', async () => {
    const event = PAGES.photoBooth;
    const tags = await previewTags(event.path);
    expect(tags.rendered).toBe('');
    expect(tags.status).toBe(200);
    expect(tags.title).toBe(event.title);
    expect(tags.ogTitle).toBe(event.title);
    expect(tags.ogTitle).toContain('Apertura della campagna elettorale');
    expect(new URL(tags.ogImage!).pathname).toBe('/og/apertura-campagna-elettorale.jpg');
    expect(tags.twitterCard).toBe('summary_large_image');

    const image = await fetch(new URL(new URL(tags.ogImage!).pathname, baseURL));
    expect(image.headers.get('content-type')).toMatch(/^image\/jpeg/);
    const { width, height } = await sharp(Buffer.from(await image.arrayBuffer())).metadata();
    expect([width, height]).toEqual([SHARE_IMAGE.width, SHARE_IMAGE.height]);
  });

  it('every other public route has its own title and preview, different from the event page', async () => {
    const seen = new Set<string>();
    for (const page of LISTED_PAGES) {
      const tags = await previewTags(page.path);
      expect(tags.ogTitle).toBe(page.title);
      expect(new URL(tags.ogImage!).pathname).toBe(page.preview?.image);
      seen.add(tags.ogTitle!);
    }
    expect(seen.size).toBe(LISTED_PAGES.length);
  });
});
