import type { Locator } from 'playwright-core';

/**
 * The width the element's first word takes on screen, and the same word measured in the display font: equal only
 * if the page painted it in that font (`font-display: optional` keeps a font that came late out for good).
 */
export async function paintedAndDisplayFontWidths(element: Locator): Promise<[number, number]> {
  return element.evaluate(async (node) => {
    const style = getComputedStyle(node);
    const text = node.firstChild!;
    const word = text.textContent!.split(' ')[0];
    const range = document.createRange();
    range.setStart(text, 0);
    range.setEnd(text, word.length);
    await document.fonts.load(`${style.fontWeight} ${style.fontSize} "Barlow Condensed"`, word);
    const context = document.createElement('canvas').getContext('2d')!;
    context.font = `${style.fontWeight} ${style.fontSize} "Barlow Condensed"`;
    return [range.getBoundingClientRect().width, context.measureText(word).width] as [number, number];
  });
}
