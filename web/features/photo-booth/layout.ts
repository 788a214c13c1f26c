/**
 * The arithmetic of the generated image (SPEC.md section 9), kept apart from the canvas so it can be tested
 * at its bounds: sizes, text fitting, where the photo goes, how big a photo may stay, the download name.
 */

export const OUTPUT_WIDTH = 819;
export const OUTPUT_HEIGHT = 1024;
/** The photo fills this band at the top of the image. */
export const PHOTO_BAND_HEIGHT = 540;
/** The crop box keeps the proportions of the campaign's 2000 × 1350 photo frame. */
export const CROP_ASPECT_RATIO = 2000 / 1350;

/** Text may use 90 % of the image width. */
export const TEXT_MAX_WIDTH = Math.floor(OUTPUT_WIDTH * 0.9);

export interface TextStyle {
  /** Vertical centre of the line. */
  y: number;
  weight: 400 | 800;
  startSize: number;
  minSize: number;
  step: number;
}

export const NAME_STYLE: TextStyle = { y: 590, weight: 800, startSize: 75, minSize: 20, step: 2 };
export const CITY_STYLE: TextStyle = { y: 640, weight: 400, startSize: 32, minSize: 16, step: 2 };
/**
 * The "committente responsabile" (L. 515/1993 art. 3), when the campaign has set one: a small line along the
 * bottom edge, under the template's last line (its baseline is at 1004).
 */
export const COMMITTENTE_STYLE: TextStyle = { y: 1015, weight: 400, startSize: 13, minSize: 8, step: 1 };

const FONT_FAMILY = '"Barlow Condensed", Arial, sans-serif';

/** The CSS font shorthand the canvas uses for a style at a size. */
export function canvasFont(weight: number, size: number): string {
  return `${weight} ${size}px ${FONT_FAMILY}`;
}

/**
 * The largest size, from `startSize` down in `step`s, at which `measure(size)` fits `maxWidth`; never below
 * `minSize`: a text too long even then is drawn at the last step, the smallest allowed.
 */
export function fitFontSize(
  measure: (size: number) => number,
  { startSize, minSize, step }: Pick<TextStyle, 'startSize' | 'minSize' | 'step'>,
  maxWidth: number = TEXT_MAX_WIDTH,
): number {
  let size = startSize;
  while (size - step >= minSize && measure(size) > maxWidth) size -= step;
  return size;
}

/** The name line: upper case, spaces tidied. */
export function nameLine(nomeCognome: string): string {
  return nomeCognome.trim().replace(/\s+/g, ' ').toLocaleUpperCase('it-IT');
}

/** "CITY (PR)", upper case. */
export function cityLine(citta: string, provincia: string): string {
  const city = citta.trim().replace(/\s+/g, ' ').toLocaleUpperCase('it-IT');
  const province = provincia.trim().toLocaleUpperCase('it-IT');
  return province ? `${city} (${province})` : city;
}

export interface Size {
  width: number;
  height: number;
}

export interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** The band the photo fills. */
const PHOTO_BAND: Size = { width: OUTPUT_WIDTH, height: PHOTO_BAND_HEIGHT };

/** A cropped photo is scaled to the band's width and centred on it; what exceeds the band is clipped. */
export function widthFitRect(source: Size, band: Size = PHOTO_BAND): Rect {
  const width = band.width;
  const height = (source.height * band.width) / source.width;
  return { x: 0, y: (band.height - height) / 2, width, height };
}

/**
 * Canvas limits of real phones: iOS Safari refuses canvases above 16,777,216 pixels (and draws them blank),
 * and a 48 MP photo would cost ~200 MB as a bitmap. Photos are brought under both limits before cropping.
 */
export const PHOTO_MAX_SIDE = 4096;
export const PHOTO_MAX_PIXELS = 16_000_000;

/** The size a photo is scaled to (never up), keeping its proportions, within the side and pixel limits. */
export function scaledPhotoSize(
  source: Size,
  maxSide: number = PHOTO_MAX_SIDE,
  maxPixels: number = PHOTO_MAX_PIXELS,
): Size {
  const bySide = maxSide / Math.max(source.width, source.height);
  const byPixels = Math.sqrt(maxPixels / (source.width * source.height));
  const scale = Math.min(1, bySide, byPixels);
  if (scale === 1) return { width: source.width, height: source.height };
  return {
    width: Math.max(1, Math.floor(source.width * scale)),
    height: Math.max(1, Math.floor(source.height * scale)),
  };
}

/**
 * The cropper works on a copy of the photo at most this long on its long side: as sharp as a phone's screen
 * shows it, and cheap to decode and redraw. The image itself is drawn from the original file.
 */
const DISPLAY_MAX_SIDE = 1600;

/** The size of the cropper's copy of a photo (never larger than the photo). */
export function displayPhotoSize(source: Size): Size {
  return scaledPhotoSize(source, DISPLAY_MAX_SIDE);
}

/** The cropped photo is drawn at the band's width, so the image gets every pixel it shows and no more. */
export function croppedOutputSize(crop: Size): Size {
  return { width: OUTPUT_WIDTH, height: Math.max(1, Math.round((crop.height * OUTPUT_WIDTH) / crop.width)) };
}

/** A crop made on a copy of `from` size, in the pixels of the same photo at `to` size, kept inside it. */
export function scaleCrop(crop: Rect, from: Size, to: Size): Rect {
  const sx = to.width / from.width;
  const sy = to.height / from.height;
  const x = Math.min(Math.max(0, crop.x * sx), to.width - 1);
  const y = Math.min(Math.max(0, crop.y * sy), to.height - 1);
  return {
    x,
    y,
    width: Math.max(1, Math.min(crop.width * sx, to.width - x)),
    height: Math.max(1, Math.min(crop.height * sy, to.height - y)),
  };
}

/**
 * The size to decode a photo at so that a crop of `cropWidth` original pixels comes out `outputWidth` wide:
 * never larger than the photo, and never over the canvas limits above (a crop narrower than that is enlarged
 * from the largest copy the limits allow, still at least as many pixels as the cropper's old 4096 px copy).
 */
export function cropDecodeSize(original: Size, cropWidth: number, outputWidth: number = OUTPUT_WIDTH): Size {
  const limit = scaledPhotoSize(original);
  const scale = Math.min(outputWidth / cropWidth, limit.width / original.width);
  if (scale >= 1) return { width: original.width, height: original.height };
  return {
    width: Math.max(1, Math.round(original.width * scale)),
    height: Math.max(1, Math.round(original.height * scale)),
  };
}

/** True when a photo must be scaled down before the cropper and the canvas see it. */
export function needsScaling(source: Size): boolean {
  const target = scaledPhotoSize(source);
  return target.width !== source.width || target.height !== source.height;
}

/**
 * "apertura-campagna-{name}.png" with a name safe everywhere: lower case, accents stripped, anything else
 * than a letter or digit turned into a dash, no leading or trailing dashes; "foto" when nothing is left.
 */
export function downloadFileName(nomeCognome: string): string {
  const safe = nomeCognome
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/g, '');
  return `apertura-campagna-${safe || 'foto'}.png`;
}
