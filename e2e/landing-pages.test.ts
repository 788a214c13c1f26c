import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousViolations } from '../test/browser/axe';
import { useBrowser } from '../test/browser/browser';
import { expectMenuAnswers, landOn } from '../test/browser/page-checks';
import { LANDING_ROUTES } from '../test/browser/routes';

/*
 * Every page a visitor can land on, as `npm start` serves it, opened once per width with every check of a landed
 * page made on that one visit: it renders and hydrates without a console error or a React warning, with the
 * header, the footer and the cookie banner; axe finds nothing serious; at a phone's width nothing scrolls sideways
 * and the folded menu answers. (The same pages of the production build: preview.test.ts.)
 */

const site = useBrowser();

/** An unknown path may be answered 404 by design; that is the page working, not a problem. */
const realProblems = (problems: string[], path: string) =>
  problems.filter((problem) => !(problem.startsWith('HTTP 404') && problem.endsWith(path)));

/** Lands on the path at the width: React owns it, its screen has rendered, its lists have answered. */
const land = (path: string, heading: RegExp, width: number) =>
  landOn(site.browser(), site.baseURL, path, heading, { viewport: { width, height: 800 } });

/** Entrance animations (map pins) end before a scan, so colours are measured as seen. */
async function animationsDone(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}

describe('every landing page, on a computer and on a phone', () => {
  for (const { path, heading } of LANDING_ROUTES) {
    it(`${path} at 1280 px: header, footer and cookie banner, no console error or React warning, axe clean`, async () => {
      const { page, problems } = await land(path, heading, 1280);
      try {
        await expect.poll(() => page.getByRole('navigation', { name: 'Menu principale' }).count()).toBe(1);
        // Footer and cookie banner hydrate from their own chunk, just after the screen (prerendered on a built site).
        await expect.poll(() => page.getByRole('contentinfo').count()).toBe(1);
        await expect.poll(() => page.getByRole('region', { name: 'Informativa sui cookie' }).count()).toBe(1);
        expect(await page.getByRole('contentinfo').textContent()).toContain('23-24 novembre 2025');
        await animationsDone(page);
        expect(await seriousViolations(page)).toEqual([]);
        expect(realProblems(problems, path)).toEqual([]);
      } finally {
        await page.context().close();
      }
    });

    it(`${path} at 360 px: no sideways scrolling, axe clean, the folded menu answers`, async () => {
      const { page, problems } = await land(path, heading, 360);
      try {
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
        await animationsDone(page);
        expect(await seriousViolations(page)).toEqual([]);
        // The header is hydrated: the page is live, not just painted.
        await expectMenuAnswers(page);
        expect(realProblems(problems, path)).toEqual([]);
      } finally {
        await page.context().close();
      }
    });
  }

  it('the home page with the mobile menu open and the cookie banner dismissed: axe clean', async () => {
    const { page, problems } = await land('/', LANDING_ROUTES[0].heading, 360);
    try {
      await page.getByRole('button', { name: 'Accetta' }).click();
      await page.getByRole('button', { name: 'Menu' }).click();
      await animationsDone(page);
      expect(await seriousViolations(page)).toEqual([]);
      expect(problems).toEqual([]);
    } finally {
      await page.context().close();
    }
  });
});
