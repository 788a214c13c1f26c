import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousViolations } from './axe';
import { useBrowser } from './browser';
import { LANDING_ROUTES } from './routes';

const site = useBrowser();

/** Scans only once the screen and its data are there: a heading, no placeholder, no pending route chunk. */
async function openLoaded(path: string, width: number): Promise<Page> {
  const { page } = await site.open();
  await page.setViewportSize({ width, height: 800 });
  await page.goto(path);
  await page.locator('h1').first().waitFor({ timeout: 15_000 });
  await expect.poll(() => page.locator('.skeleton, .page-loading').count(), { timeout: 15_000 }).toBe(0);
  // Entrance animations (map pins) end before the scan, so colours are measured as seen.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  return page;
}

describe('accessibility (axe-core): no serious or critical violations', () => {
  for (const { path } of LANDING_ROUTES) {
    for (const width of [1280, 360]) {
      it(`${path} at ${width} px`, async () => {
        const page = await openLoaded(path, width);
        expect(await seriousViolations(page)).toEqual([]);
        await page.context().close();
      });
    }
  }

  it('the home page with the mobile menu open and the cookie banner dismissed', async () => {
    const page = await openLoaded('/', 360);
    await page.getByRole('button', { name: 'Accetta' }).click();
    await page.getByRole('button', { name: 'Menu' }).click();
    expect(await seriousViolations(page)).toEqual([]);
    await page.context().close();
  });
});
