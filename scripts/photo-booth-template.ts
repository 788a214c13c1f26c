/**
 * Writes template.svg, the overlay of the generated image (SPEC.md section 9): 819 × 1024, transparent over
 * the photo band, the campaign-opening event's name, date and place below it in the campaign's colours.
 * The two Barlow Condensed weights are embedded, because an SVG drawn as an image cannot load web fonts and
 * would otherwise fall back to whatever the phone has. Run after changing the event in site-config.ts:
 *
 *   npx tsx scripts/photo-booth-template.ts
 *
 * Writes web/features/photo-booth/template/template.svg, where the generator loads it (the output is committed).
 */
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { OUTPUT_HEIGHT, OUTPUT_WIDTH, PHOTO_BAND_HEIGHT } from '../web/features/photo-booth/layout';
import { siteConfig } from '../core/site-config';

const TEMPLATE = fileURLToPath(new URL('../web/features/photo-booth/template/template.svg', import.meta.url));
const fonts = fileURLToPath(new URL('../node_modules/@fontsource/barlow-condensed/files', import.meta.url));

async function fontFace(weight: 400 | 800): Promise<string> {
  const data = await readFile(path.join(fonts, `barlow-condensed-latin-${weight}-normal.woff2`));
  return `@font-face{font-family:'Barlow Condensed';font-style:normal;font-weight:${weight};src:url(data:font/woff2;base64,${data.toString('base64')}) format('woff2')}`;
}

const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const upper = (text: string) => escape(text.toLocaleUpperCase('it-IT'));

const { openingEvent, candidate, hashtag } = siteConfig;
const [firstLine, ...rest] = (() => {
  const words = openingEvent.name.split(' ');
  return [words.slice(0, 2).join(' '), words.slice(2).join(' ')];
})();

const W = OUTPUT_WIDTH;
const centre = W / 2;
const band = PHOTO_BAND_HEIGHT;

const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${OUTPUT_HEIGHT}" viewBox="0 0 ${W} ${OUTPUT_HEIGHT}">
<defs>
<style>${await fontFace(400)}${await fontFace(800)}text{font-family:'Barlow Condensed','Arial Narrow',Arial,sans-serif;text-anchor:middle}</style>
</defs>
<rect x="0" y="${band}" width="${W}" height="8" fill="#f2b705"/>
<rect x="0" y="${band + 8}" width="${W}" height="128" fill="#0b3d91"/>
<rect x="0" y="${band + 136}" width="${W}" height="${OUTPUT_HEIGHT - band - 136}" fill="#072a66"/>
<text x="${centre}" y="742" font-weight="800" font-size="52" fill="#ffffff" letter-spacing="4">${upper(firstLine)}</text>
<text x="${centre}" y="808" font-weight="800" font-size="68" fill="#f2b705" letter-spacing="1">${upper(rest.join(' '))}</text>
<rect x="${centre - 150}" y="830" width="300" height="4" fill="#f2b705"/>
<text x="${centre}" y="884" font-weight="800" font-size="40" fill="#ffffff">${upper(openingEvent.dateLabel)} · ORE ${escape(openingEvent.time)}</text>
<text x="${centre}" y="930" font-weight="400" font-size="36" fill="#ffffff" letter-spacing="2">${upper(openingEvent.venue)} · ${upper(openingEvent.city)}</text>
<rect x="0" y="962" width="${W}" height="62" fill="#c8102e"/>
<text x="${centre}" y="1004" font-weight="800" font-size="30" fill="#ffffff" letter-spacing="1">${upper(candidate.fullName)} PRESIDENTE · ${escape(hashtag)}</text>
</svg>
`;

await writeFile(TEMPLATE, svg);
console.log(`template.svg written (${(svg.length / 1024).toFixed(0)} KB)`);
