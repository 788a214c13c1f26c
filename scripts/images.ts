/**
 * The site's own imagery, drawn here as SVG and rasterised with sharp: the candidate's poster-style
 * illustration (hero and portrait, AVIF + WebP at the widths the layout uses), the 1200×630 share images
 * and the app icons. No photographs: the candidate is fictional and the artwork is the project's own.
 *
 *   npx tsx scripts/images.ts
 *
 * Writes web/public/images/, web/public/og/ and web/public/icons/ (the outputs are committed).
 */
import { mkdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { CANDIDATE_IMAGES } from '../web/components/candidate-images';
import { PAGES, type PreviewedPageId } from '../core/pages';
import { siteConfig } from '../core/site-config';
import { BODY_FONT, candidateFigure, COLORS, DISPLAY_FONT, escapeXml, venetoMotif } from './campaign-artwork';

const PUBLIC = fileURLToPath(new URL('../web/public/', import.meta.url));
function heroSvg(width: number, height: number): string {
  const c = COLORS;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 960 1080">
    <defs>
      <linearGradient id="sky" x1="0" y1="0" x2="0.4" y2="1">
        <stop offset="0" stop-color="#1552b8"/>
        <stop offset="1" stop-color="${c.primaryDark}"/>
      </linearGradient>
    </defs>
    <rect width="960" height="1080" fill="url(#sky)"/>
    ${venetoMotif(430, 40, 520, 0.35)}
    <circle cx="480" cy="450" r="320" fill="${c.gold}"/>
    <circle cx="480" cy="450" r="320" fill="none" stroke="#ffffff" stroke-width="10" opacity="0.6"/>
    <path d="M0 860L960 700V1080H0z" fill="${c.accent}"/>
    <path d="M0 920L960 760V1080H0z" fill="${c.primaryDark}"/>
    <g transform="translate(60 100) scale(1.4)">${candidateFigure()}</g>
  </svg>`;
}

function portraitSvg(width: number, height: number): string {
  const c = COLORS;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 640 800">
    <rect width="640" height="800" fill="#e8eef8"/>
    <circle cx="320" cy="340" r="250" fill="${c.gold}"/>
    <path d="M0 640L640 540V800H0z" fill="${c.primary}"/>
    <g transform="translate(20 100)">${candidateFigure()}</g>
  </svg>`;
}

async function writeResponsive(
  name: string,
  svg: (w: number, h: number) => string,
  ratio: number,
  widths: readonly number[],
) {
  const dir = join(PUBLIC, 'images');
  mkdirSync(dir, { recursive: true });
  for (const width of widths) {
    const height = Math.round(width * ratio);
    const png = await sharp(Buffer.from(svg(width, height)))
      .png()
      .toBuffer();
    await sharp(png)
      .avif({ quality: 55, effort: 6 })
      .toFile(join(dir, `${name}-${width}.avif`));
    await sharp(png)
      .webp({ quality: 80 })
      .toFile(join(dir, `${name}-${width}.webp`));
  }
}

/** What a page's share card says; its file is the page's preview picture in the page table. */
interface ShareCard {
  kicker: string;
  title: string;
  lines: string[];
}

const { candidate, election, openingEvent, hashtag } = siteConfig;
/** One card per page with a preview picture (core/pages.ts): a page given one and no card fails the type check. */
const SHARE_CARDS: { readonly [id in PreviewedPageId]: ShareCard } = {
  home: {
    kicker: election.name,
    title: `${candidate.fullName} Presidente`,
    lines: [`Si vota il ${election.label}`],
  },
  bio: { kicker: `${candidate.fullName} Presidente`, title: 'Chi sono', lines: [candidate.role] },
  materials: {
    kicker: `${candidate.fullName} Presidente`,
    title: 'Materiale di campagna',
    lines: ['Volantini, programma e immagini da scaricare'],
  },
  contact: {
    kicker: `${candidate.fullName} Presidente`,
    title: 'Contatti',
    lines: ['Scrivi alla campagna: domande, proposte, idee'],
  },
  volunteers: {
    kicker: `${candidate.fullName} Presidente`,
    title: 'Diventa volontario',
    lines: ['Banchetti, volantinaggio, eventi', 'e rappresentanti di lista in Veneto'],
  },
  privacy: {
    kicker: `${candidate.fullName} Presidente`,
    title: 'Privacy e cookie',
    lines: ['Come trattiamo i tuoi dati'],
  },
  transparency: {
    kicker: `${candidate.fullName} Presidente`,
    title: 'Trasparenza',
    lines: ['Curriculum, casellario giudiziale', 'e contributi alla campagna'],
  },
  howToVote: {
    kicker: election.name,
    title: 'Come si vota',
    lines: [`${election.label}: orari, documenti`, 'e come votare sulla scheda'],
  },
  photoBooth: {
    kicker: `${candidate.fullName} Presidente`,
    title: openingEvent.name,
    lines: [`${openingEvent.dateLabel} · ${openingEvent.time}`, `${openingEvent.venue} · ${openingEvent.city}`],
  },
};

/** Splits a title into lines of at most `max` characters, on spaces. */
function wrap(text: string, max: number): string[] {
  const lines: string[] = [];
  for (const word of text.split(' ')) {
    const last = lines[lines.length - 1];
    if (last !== undefined && `${last} ${word}`.length <= max) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  return lines;
}

function shareSvg(card: ShareCard): string {
  const c = COLORS;
  const titleLines = wrap(card.title.toUpperCase(), 18);
  const titleSize = titleLines.length > 2 ? 78 : 96;
  const titleTop = 200;
  const title = titleLines
    .map(
      (line, i) =>
        `<text x="70" y="${titleTop + i * titleSize * 1.02}" font-family="${DISPLAY_FONT}" font-weight="700" font-size="${titleSize}" fill="#ffffff">${escapeXml(line)}</text>`,
    )
    .join('');
  const afterTitle = titleTop + (titleLines.length - 1) * titleSize * 1.02 + 70;
  const lines = card.lines
    .map(
      (line, i) =>
        `<text x="70" y="${afterTitle + i * 48}" font-family="${BODY_FONT}" font-weight="700" font-size="36" fill="${i === 0 ? c.gold : '#ffffff'}">${escapeXml(line)}</text>`,
    )
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630">
    <defs>
      <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
        <stop offset="0" stop-color="#1552b8"/>
        <stop offset="1" stop-color="${c.primaryDark}"/>
      </linearGradient>
    </defs>
    <rect width="1200" height="630" fill="url(#bg)"/>
    ${venetoMotif(560, 20, 560, 0.25)}
    <circle cx="960" cy="330" r="250" fill="${c.gold}"/>
    <g transform="translate(735 160) scale(0.75)">${candidateFigure()}</g>
    <rect x="70" y="84" width="90" height="8" fill="${c.accent}"/>
    <text x="70" y="130" font-family="${BODY_FONT}" font-weight="700" font-size="30" fill="#dbe5f5">${escapeXml(card.kicker.toUpperCase())}</text>
    ${title}
    ${lines}
    <rect x="0" y="566" width="1200" height="64" fill="${c.accent}"/>
    <text x="70" y="609" font-family="${DISPLAY_FONT}" font-weight="700" font-size="34" fill="#ffffff">${escapeXml(`${hashtag}  ·  ${election.label.toUpperCase()}`)}</text>
  </svg>`;
}

async function writeShareImages() {
  mkdirSync(join(PUBLIC, 'og'), { recursive: true });
  for (const [id, card] of Object.entries(SHARE_CARDS) as [PreviewedPageId, ShareCard][]) {
    const image = PAGES[id].preview!.image;
    const file = join(PUBLIC, image);
    await sharp(Buffer.from(shareSvg(card)))
      .jpeg({ quality: 82, mozjpeg: true })
      .toFile(file);
    const size = statSync(file).size;
    if (size >= 150_000) throw new Error(`${file} is ${size} bytes: share images must stay under 150 kB`);
    console.log(`${image.slice(1)} ${Math.round(size / 1024)} kB`);
  }
}

/** The favicon's "V" on campaign blue; `safeZone` shrinks the mark for maskable icons (80% safe circle). */
function iconSvg(size: number, safeZone: boolean): string {
  const c = COLORS;
  const inset = safeZone ? 0.2 : 0;
  const scale = 1 - 2 * inset;
  const offset = 64 * inset;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 64 64">
    <rect width="64" height="64" rx="${safeZone ? 0 : 14}" fill="${c.primary}"/>
    <g transform="translate(${offset} ${offset}) scale(${scale})">
      <path d="M16 16h9l7 21 7-21h9L37 48h-10z" fill="#ffffff"/>
      <rect x="12" y="52" width="40" height="4" rx="2" fill="${c.gold}"/>
    </g>
  </svg>`;
}

async function writeIcons() {
  const dir = join(PUBLIC, 'icons');
  mkdirSync(dir, { recursive: true });
  const icons = [
    { file: 'icon-192.png', size: 192, safeZone: false },
    { file: 'icon-512.png', size: 512, safeZone: false },
    { file: 'icon-maskable-512.png', size: 512, safeZone: true },
    // iOS rounds the corners itself and shows transparency as black: a full square.
    { file: 'apple-touch-icon.png', size: 180, safeZone: true },
  ];
  for (const icon of icons) {
    await sharp(Buffer.from(iconSvg(icon.size, icon.safeZone)))
      .png({ compressionLevel: 9 })
      .toFile(join(dir, icon.file));
  }
}

await writeResponsive(
  'candidata-hero',
  heroSvg,
  CANDIDATE_IMAGES.hero.height / CANDIDATE_IMAGES.hero.width,
  CANDIDATE_IMAGES.hero.widths,
);
await writeResponsive(
  'candidata-ritratto',
  portraitSvg,
  CANDIDATE_IMAGES.portrait.height / CANDIDATE_IMAGES.portrait.width,
  CANDIDATE_IMAGES.portrait.widths,
);
await writeShareImages();
await writeIcons();
// The candidate's picture on each stop's preview image, drawn by functions/tour-stop-image (JPEG: its renderer
// reads no AVIF or WebP).
await sharp(join(PUBLIC, 'images', 'candidata-ritratto-640.webp'))
  .resize(360, 450)
  .jpeg({ quality: 82, mozjpeg: true })
  .toFile(fileURLToPath(new URL('../functions/tour-stop-image/candidata.jpg', import.meta.url)));
console.log('Images written under web/public/ and functions/tour-stop-image/');
