import { describe, expect, it } from 'vitest';
import { useBrowser } from '../test/browser/browser';
import { tourStopPath } from '../core/page-routes';
import { FIRST_LOAD_MS } from '../test/patience';

/* With `npm start`, an unknown path looks as the production build shows it: the shell around it, its own font. */

const site = useBrowser();

describe('the 404 page with npm start', () => {
  it.each(['/pagina-che-non-esiste', tourStopPath(999999)])(
    '%s shows the header, the footer and a heading painted in the display font',
    async (path) => {
      const { page } = await site.open({ viewport: { width: 360, height: 740 } });
      const fonts: string[] = [];
      page.on('request', (request) => request.url().endsWith('.woff2') && fonts.push(new URL(request.url()).pathname));
      await page.goto(path);
      const heading = page.getByRole('heading', { name: 'Pagina non trovata', level: 1 });
      await heading.waitFor({ timeout: FIRST_LOAD_MS });
      expect(await page.getByRole('banner').count()).toBe(1);
      await page.getByRole('contentinfo').waitFor();
      // The width the heading's first word takes on screen, against the same word measured in the display font:
      // equal only if the page painted with it (`font-display: optional` keeps a late font out for good).
      const [painted, expected] = await heading.evaluate(async (element) => {
        const style = getComputedStyle(element);
        const word = 'Pagina';
        const range = document.createRange();
        const text = element.firstChild!;
        range.setStart(text, 0);
        range.setEnd(text, word.length);
        await document.fonts.load(`${style.fontWeight} ${style.fontSize} "Barlow Condensed"`, word);
        const context = document.createElement('canvas').getContext('2d')!;
        context.font = `${style.fontWeight} ${style.fontSize} "Barlow Condensed"`;
        return [range.getBoundingClientRect().width, context.measureText(word).width];
      });
      expect(Math.abs(painted - expected)).toBeLessThan(1);
      // Preloaded by the HTML, as the build's pages do, at the very URL the stylesheet asks for: fetched once.
      const preloaded = await page.locator('link[rel="preload"][as="font"]').getAttribute('href');
      expect(preloaded).toMatch(/barlow-condensed-latin-700-normal\.woff2$/);
      expect(fonts.filter((font) => font === preloaded)).toHaveLength(1);
      expect(fonts.filter((font) => font.includes('latin-700'))).toEqual([preloaded]);
      await page.context().close();
    },
  );
});
