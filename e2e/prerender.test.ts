import { describe, expect, it } from 'vitest';
import { useBrowser } from '../test/browser/browser';
import { editedTitleAfterReload, shiftWhileListsLoad } from '../test/browser/page-checks';
import { PAGE_ROUTES } from '../core/page-routes';

// The site as `npm start` serves it (Vite's dev server renders in the browser); the same checks run against the
// production build in preview.test.ts. Every landing page's first visit: landing-pages.test.ts.
const site = useBrowser();

describe('npm start: pages come alive without errors and without moving', () => {
  it('shows content edited through PUT /api/content after a reload', async () => {
    const { shown, expected } = await editedTitleAfterReload(site.browser(), site.baseURL);
    expect(shown).toBe(expected);
  });

  it.each([
    ['/', '#territorio'],
    [PAGE_ROUTES.materials.path, undefined],
  ])('%s does not shift while its lists load', async (path, scrollTo) => {
    expect(await shiftWhileListsLoad(site.browser(), site.baseURL, path, scrollTo)).toBeLessThanOrEqual(0.001);
  });
});
