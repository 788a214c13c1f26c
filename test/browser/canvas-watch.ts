import type { Page } from 'playwright-core';

/*
 * What the image generator's page does with canvases, watched from the test: the sizes of those its own thread
 * makes (iOS Safari refuses a canvas over 16.7 MP), and the way without the worker, by hiding what it needs.
 */

/** Records the sizes of the canvases the page's own thread makes, and optionally hides what the worker needs. */
export async function instrument(page: Page, hideWorkerApis: boolean) {
  await page.addInitScript((hide) => {
    const sizes = new Set<string>();
    Reflect.set(window, '__canvasSizes', () => [...sizes]);
    const record = (width: number, height: number) => sizes.add(`${width}x${height}`);
    for (const side of ['width', 'height'] as const) {
      const descriptor = Object.getOwnPropertyDescriptor(HTMLCanvasElement.prototype, side)!;
      Object.defineProperty(HTMLCanvasElement.prototype, side, {
        ...descriptor,
        set(this: HTMLCanvasElement, value: number) {
          descriptor.set!.call(this, value);
          record(this.width, this.height);
        },
      });
    }
    if (hide) {
      Reflect.deleteProperty(window, 'OffscreenCanvas');
      Reflect.deleteProperty(window, 'createImageBitmap');
    }
  }, hideWorkerApis);
}

export async function canvasSizes(page: Page): Promise<[number, number][]> {
  const sizes = await page.evaluate(() => (Reflect.get(window, '__canvasSizes') as () => string[])());
  return sizes
    .map((size) => size.split('x').map(Number) as [number, number])
    .filter(([width, height]) => width * height > 0);
}
