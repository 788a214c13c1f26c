/** SPEC.md section 9: after the fonts have loaded, wait this long before drawing. */
const FONT_SETTLE_MS = 300;

/**
 * `bench/photo-booth.ts` sets this window property (before the page loads) to time generation without the
 * 300 ms wait; nothing else sets it, and the page always waits FONT_SETTLE_MS otherwise.
 */
export const FONT_SETTLE_OVERRIDE = '__photoBoothFontSettleMs';

export function fontSettleMs(): number {
  const override: unknown = Reflect.get(window, FONT_SETTLE_OVERRIDE);
  return typeof override === 'number' && override >= 0 ? override : FONT_SETTLE_MS;
}
