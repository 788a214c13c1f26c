import { readFileSync } from 'node:fs';
import { initWasm, Resvg } from '@resvg/resvg-wasm';
import satori from 'satori';
import type { TourEvent } from '../../core/schema/tour-event.schema';
import { siteConfig } from '../../core/site-config';
import { STOP_PREVIEW_SIZE } from '../../core/stop-preview';
import { formatStopWhen } from '../../core/stop-time';

/*
 * A stop's preview image, 1200 × 630, in the campaign's look: satori lays the card out as SVG, resvg (WebAssembly)
 * paints it as PNG. The fonts, the WebAssembly and the candidate's picture are read once per function instance,
 * by paths relative to this file that the functions bundler follows and packs with the function (netlify.toml's
 * `included_files` would do the same, but makes `netlify dev` fail on the node_modules it copies).
 */

const read = (file: URL) => readFileSync(file);

const COLORS = { blue: '#0b3d91', gold: '#f2b705', red: '#c8102e' };

let assets: Promise<{ fonts: { name: string; data: Buffer; weight: 400 | 800 }[]; picture: string }> | undefined;

function loadAssets() {
  assets ??= (async () => {
    await initWasm(read(new URL('../../node_modules/@resvg/resvg-wasm/index_bg.wasm', import.meta.url)));
    const fonts = {
      400: read(
        new URL(
          '../../node_modules/@fontsource/barlow-condensed/files/barlow-condensed-latin-400-normal.woff',
          import.meta.url,
        ),
      ),
      800: read(
        new URL(
          '../../node_modules/@fontsource/barlow-condensed/files/barlow-condensed-latin-800-normal.woff',
          import.meta.url,
        ),
      ),
    };
    const font = (weight: 400 | 800) => fonts[weight];
    const picture = read(new URL('./candidata.jpg', import.meta.url)).toString('base64');
    return {
      fonts: [
        { name: 'Barlow Condensed', data: font(400), weight: 400 as const },
        { name: 'Barlow Condensed', data: font(800), weight: 800 as const },
      ],
      picture: `data:image/jpeg;base64,${picture}`,
    };
  })();
  // A failed load is not kept: the next request tries again.
  assets.catch(() => (assets = undefined));
  return assets;
}

type Node = { type: string; props: { style?: Record<string, unknown>; children?: unknown; src?: string } };
const box = (style: Record<string, unknown>, children?: unknown): Node => ({ type: 'div', props: { style, children } });

/** Long titles step down in size so that they stay within three lines. */
const titleSize = (title: string) => (title.length <= 28 ? 84 : title.length <= 48 ? 70 : 56);

export async function drawStopPreview(stop: TourEvent): Promise<Uint8Array> {
  const { fonts, picture } = await loadAssets();
  const place = [stop.location, stop.address].filter(Boolean).join(' · ');
  const card = box(
    {
      width: '100%',
      height: '100%',
      display: 'flex',
      fontFamily: 'Barlow Condensed',
      color: '#ffffff',
      // A flat colour: a gradient would double the PNG, and WhatsApp drops previews over 300 kB.
      backgroundColor: COLORS.blue,
    },
    [
      box({ display: 'flex', flexDirection: 'column', width: 780, padding: '64px 0 0 70px' }, [
        box({ width: 90, height: 8, backgroundColor: COLORS.red, marginBottom: 22 }),
        box(
          { fontSize: 30, letterSpacing: 2, color: '#dbe5f5' },
          `TOUR · ${siteConfig.candidate.fullName.toUpperCase()} PRESIDENTE`,
        ),
        box(
          {
            fontSize: titleSize(stop.title),
            fontWeight: 800,
            lineHeight: 1.02,
            marginTop: 18,
            maxHeight: 270,
            overflow: 'hidden',
          },
          stop.title,
        ),
        box({ fontSize: 40, fontWeight: 800, color: COLORS.gold, marginTop: 26 }, formatStopWhen(stop)),
        box({ fontSize: 34, marginTop: 8 }, place),
      ]),
      box({ display: 'flex', alignItems: 'flex-end', justifyContent: 'center', width: 420, paddingBottom: 64 }, [
        box(
          {
            display: 'flex',
            width: 360,
            height: 450,
            borderRadius: 24,
            overflow: 'hidden',
            border: `6px solid ${COLORS.gold}`,
          },
          [{ type: 'img', props: { src: picture, style: { width: 360, height: 450 } } }],
        ),
      ]),
      box(
        {
          position: 'absolute',
          left: 0,
          bottom: 0,
          width: '100%',
          height: 64,
          display: 'flex',
          alignItems: 'center',
          paddingLeft: 70,
          backgroundColor: COLORS.red,
          fontSize: 32,
          fontWeight: 800,
        },
        `${siteConfig.hashtag}  ·  ${siteConfig.election.label.toUpperCase()}`,
      ),
    ],
  );
  const svg = await satori(card as Parameters<typeof satori>[0], { ...STOP_PREVIEW_SIZE, fonts });
  return new Resvg(svg, { fitTo: { mode: 'width', value: STOP_PREVIEW_SIZE.width } }).render().asPng();
}
