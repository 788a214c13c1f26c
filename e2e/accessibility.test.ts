import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, openPage } from './browser';

const baseURL = inject('baseURL');
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const PUBLIC_PATHS = ['/', '/chi-sono', '/materiale', '/contatti', '/privacy', '/apertura-campagna-elettorale', '/pagina-che-non-esiste'];

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[]; failureSummary?: string }[];
}

/** Runs axe-core on the page as it is and returns the serious and critical violations, described. */
async function seriousViolations(page: Page): Promise<string[]> {
  await page.addScriptTag({ content: axeSource });
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (context: Document) => Promise<{ violations: AxeViolation[] }> } }).axe;
    const result = await axe.run(document);
    return result.violations.map(({ id, impact, help, nodes }) => ({
      id,
      impact,
      help,
      nodes: nodes.map(({ target, failureSummary }) => ({ target: target.map(String), failureSummary })),
    }));
  });
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.impact} ${violation.id} (${violation.help}): ${violation.nodes
          .slice(0, 5)
          .map((node) => `${node.target.join(' ')} – ${node.failureSummary ?? ''}`)
          .join(' | ')}`,
    );
}

/** Scans only once the screen and its data are there: a heading, no placeholder, no pending route chunk. */
async function openLoaded(path: string, width: number): Promise<Page> {
  const { page } = await openPage(browser, baseURL);
  await page.setViewportSize({ width, height: 800 });
  await page.goto(path);
  await page.locator('h1').first().waitFor({ timeout: 15_000 });
  await expect.poll(() => page.locator('.skeleton, .page-loading').count(), { timeout: 15_000 }).toBe(0);
  // Entrance animations (map pins) end before the scan, so colours are measured as seen.
  await page.waitForTimeout(600);
  return page;
}

describe('accessibility (axe-core): no serious or critical violations', () => {
  for (const path of PUBLIC_PATHS) {
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
