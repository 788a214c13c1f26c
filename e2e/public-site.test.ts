import { describe, expect, it } from 'vitest';
import { useBrowser } from '../test/browser/browser';
import { screenReady } from '../test/browser/page-checks';
import { LANDING_ROUTES } from '../test/browser/routes';
import { PAGE_ROUTES, pageIdForPath } from '../core/page-routes';
import { PAGE_LIST } from '../core/pages';
import { CONDITION_MS } from '../test/patience';

const site = useBrowser();

describe('public routes', () => {
  it('are every page of the table the build renders, the 404 included', () => {
    const landed = LANDING_ROUTES.map((route) => pageIdForPath(route.path));
    expect(landed.sort()).toEqual(
      PAGE_LIST.filter((page) => page.html === 'prerender')
        .map((page) => page.id)
        .sort(),
    );
  });

  it('serves /admin-login without the public header, footer and cookie banner', async () => {
    const { page } = await site.open();
    await page.goto(PAGE_ROUTES.adminLogin.path);
    await expect
      .poll(() => page.locator('h1').first().textContent({ timeout: CONDITION_MS }))
      .toContain('Area Riservata');
    expect(await page.getByRole('navigation', { name: 'Menu principale' }).count()).toBe(0);
    expect(await page.locator('footer.site-footer').count()).toBe(0);
    expect(await page.getByRole('region', { name: 'Informativa sui cookie' }).count()).toBe(0);
    await page.context().close();
  });

  it('lands on the tour section when opened at /#territorio', async () => {
    const { page } = await site.open();
    await page.goto('/#territorio');
    const section = page.locator('#territorio');
    await section.waitFor();
    await expect
      .poll(() => section.evaluate((element) => Math.round(element.getBoundingClientRect().top)), {
        timeout: CONDITION_MS,
      })
      .toBeLessThan(50);
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(100);
    await page.context().close();
  });
});

describe('cookie banner', () => {
  for (const [button, stored] of [
    ['Accetta', 'accepted'],
    ['Rifiuta', 'rejected'],
  ] as const) {
    it(`remembers "${button}" across a reload`, async () => {
      const { page, problems, inFlight } = await site.open();
      await page.goto(PAGE_ROUTES.privacy.path);
      const banner = page.getByRole('region', { name: 'Informativa sui cookie' });
      await screenReady(page, /Privacy/i);
      await banner.getByRole('button', { name: button, exact: true }).click();
      expect(await banner.count()).toBe(0);
      // The page settles before the reload, which would abort what it still loads: the footer, and the toaster
      // that the visitor's first act (this click) loads.
      await page.getByRole('contentinfo').waitFor();
      await page.getByRole('region', { name: 'Notifiche (F8)' }).waitFor({ state: 'attached' });
      await expect.poll(inFlight).toBe(0);
      expect(problems).toEqual([]);
      await page.reload();
      await screenReady(page, /Privacy/i);
      expect(await page.getByRole('region', { name: 'Informativa sui cookie' }).count()).toBe(0);
      expect(await page.evaluate(() => localStorage.getItem('cookie-consent'))).toBe(stored);
      expect(problems).toEqual([]);
      await page.context().close();
    });
  }
});

describe('on a 360 px wide phone', () => {
  it('folds the navigation behind a menu button that opens, closes on Escape and on navigation', async () => {
    const { page } = await site.open();
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto(PAGE_ROUTES.privacy.path);
    const toggle = page.getByRole('button', { name: 'Menu' });
    const chiSono = page.getByRole('navigation', { name: 'Menu principale' }).getByRole('link', { name: 'Chi Sono' });
    expect(await chiSono.isVisible()).toBe(false);

    await toggle.focus();
    await page.keyboard.press('Enter');
    expect(await page.getByRole('button', { name: 'Chiudi', exact: true }).getAttribute('aria-expanded')).toBe('true');
    expect(await chiSono.isVisible()).toBe(true);
    await page.keyboard.press('Escape');
    expect(await chiSono.isVisible()).toBe(false);

    await page.keyboard.press('Enter');
    await chiSono.click();
    await page.waitForURL('**/chi-sono');
    expect(await chiSono.isVisible()).toBe(false);
    expect(await page.getByRole('button', { name: 'Menu' }).getAttribute('aria-expanded')).toBe('false');
    await page.context().close();
  });
});
