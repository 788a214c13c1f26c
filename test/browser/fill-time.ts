import type { Locator, Page } from 'playwright-core';
import { MIN_FILL_TIME_MS } from '../../core/schema/form-guard.schema';

/** Beyond the minimum, for the milliseconds the browser's clock and ours may read apart. */
const MARGIN_MS = 100;

const shownAt = new WeakMap<Page, number>();

/**
 * Waits for a part of a public form and notes the time: the form, and its bot guard's clock, were on the page by
 * then (the clock starts when the form mounts).
 */
export async function formShown(part: Locator, options: { timeout?: number } = {}): Promise<void> {
  await part.waitFor(options);
  shownAt.set(part.page(), Date.now());
}

/**
 * Waits until the form noted by `formShown` has been open the bot guard's minimum fill time, as a person's would
 * (Playwright fills at once, and the server refuses a form sent faster): only what is left of it, often nothing
 * after an upload and a crop.
 */
export async function waitForFillTime(page: Page): Promise<void> {
  const since = shownAt.get(page);
  if (since === undefined) throw new Error('Note the form with formShown() once it is on the page.');
  const left = since + MIN_FILL_TIME_MS + MARGIN_MS - Date.now();
  if (left > 0) await page.waitForTimeout(left);
}
