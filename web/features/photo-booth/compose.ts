import {
  CITY_STYLE,
  COMMITTENTE_STYLE,
  NAME_STYLE,
  OUTPUT_HEIGHT,
  OUTPUT_WIDTH,
  PHOTO_BAND_HEIGHT,
  canvasFont,
  cityLine,
  fitFontSize,
  nameLine,
  widthFitRect,
  type TextStyle,
} from './layout';
import { fontSettleMs } from './font-wait';
import { encodePng, loadImage } from './photo-file';
import templateUrl from './template/template.svg?url';

/** The messages of SPEC.md section 8 for a failed generation, shown as "Si è verificato un errore: {message}". */
export const COMPOSE_ERRORS = {
  canvas: 'il tuo browser non permette di disegnare immagini (canvas non disponibile)',
  context: 'impossibile preparare il disegno (contesto grafico non disponibile)',
  photo: 'impossibile caricare la tua foto',
  template: 'impossibile caricare il modello grafico',
} as const;

export interface ComposeInput {
  /** Blob URL of the cropped photo, fitted to the band's width. */
  photoUrl: string;
  nomeCognome: string;
  citta: string;
  provincia: string;
  /** The site content's "committente responsabile"; without one the image is exactly SPEC.md section 9's. */
  committente?: string | null;
}

/** The template as an <img>, fetched ahead and drawn only into the base of a cropped photo. */
let template: Promise<HTMLImageElement> | null = null;

function templateImage(): Promise<HTMLImageElement> {
  if (!template) {
    template = loadImage(templateUrl, () => new Error(COMPOSE_ERRORS.template));
    // A failed load is not kept: the next generation tries again (and reports it if it fails again).
    template.catch(() => (template = null));
  }
  return template;
}

/** Both weights of the condensed font, with the letters an Italian name and city use. */
function loadFonts(name: string, city: string): Promise<unknown> {
  return Promise.all([
    document.fonts.load(canvasFont(NAME_STYLE.weight, NAME_STYLE.startSize), name),
    document.fonts.load(canvasFont(CITY_STYLE.weight, CITY_STYLE.startSize), city),
  ]);
}

const FONT_SAMPLE = 'ABCDEFGHIJKLMNOPQRSTUVWXYZÀÈÉÌÒÙ() ';

/**
 * Starts fetching the template and the fonts (nothing is drawn here); called once the page is idle after its
 * load (see usePhotoBooth). Failures surface at generation.
 */
export function preloadComposeAssets(): void {
  templateImage().catch(() => undefined);
  if (document.fonts) loadFonts(FONT_SAMPLE, FONT_SAMPLE).catch(() => undefined);
}

/**
 * SPEC.md section 9: the fonts for the typed name and city loaded, then the 300 ms settle. Started as soon as the
 * visitor asks for the image, so that the wait runs alongside the form's validation and the drawing.
 */
export async function settleFonts(nomeCognome: string, citta: string, provincia: string): Promise<void> {
  if (document.fonts) {
    try {
      await loadFonts(nameLine(nomeCognome), cityLine(citta, provincia));
    } catch {
      // The fallback font draws the text instead.
    }
  }
  await new Promise((resolve) => setTimeout(resolve, fontSettleMs()));
}

function outputCanvas(): { canvas: HTMLCanvasElement; context: CanvasRenderingContext2D } {
  const canvas = document.createElement('canvas');
  if (typeof canvas.getContext !== 'function') throw new Error(COMPOSE_ERRORS.canvas);
  canvas.width = OUTPUT_WIDTH;
  canvas.height = OUTPUT_HEIGHT;
  const context = canvas.getContext('2d');
  if (!context) throw new Error(COMPOSE_ERRORS.context);
  return { canvas, context };
}

/** Loads an image and has the browser decode it off the main thread, so drawing it does not decode it there. */
async function decodedImage(load: Promise<HTMLImageElement>): Promise<HTMLImageElement> {
  const image = await load;
  try {
    await image.decode();
  } catch {
    // Not decodable ahead (an SVG in some browsers): drawing it decodes it.
  }
  return image;
}

/**
 * Everything of the image that the typed text does not change: the black background, the photo in its band
 * and the template over it, rasterised once. An ImageBitmap where the browser has them, so that the click only
 * copies it and draws the text.
 */
async function drawBase(photoUrl: string): Promise<CanvasImageSource> {
  const [photo, overlay] = await Promise.all([
    decodedImage(loadImage(photoUrl, () => new Error(COMPOSE_ERRORS.photo))),
    decodedImage(templateImage()),
    document.fonts ? loadFonts(FONT_SAMPLE, FONT_SAMPLE).catch(() => undefined) : undefined,
  ]);
  const { canvas, context } = outputCanvas();
  // The first measure with a web font sets the font up for every canvas of the page (some 40 ms at 4× CPU):
  // done here rather than after the click.
  for (const style of [NAME_STYLE, CITY_STYLE]) {
    context.font = canvasFont(style.weight, style.startSize);
    context.measureText(FONT_SAMPLE);
  }

  context.fillStyle = '#000000';
  context.fillRect(0, 0, OUTPUT_WIDTH, OUTPUT_HEIGHT);

  const rect = widthFitRect({ width: photo.naturalWidth, height: photo.naturalHeight });
  context.save();
  context.beginPath();
  context.rect(0, 0, OUTPUT_WIDTH, PHOTO_BAND_HEIGHT);
  context.clip();
  context.imageSmoothingEnabled = true;
  context.imageSmoothingQuality = 'high';
  context.drawImage(photo, rect.x, rect.y, rect.width, rect.height);
  context.restore();

  context.drawImage(overlay, 0, 0, OUTPUT_WIDTH, OUTPUT_HEIGHT);
  if (typeof createImageBitmap !== 'function') return canvas;
  try {
    return await createImageBitmap(canvas);
  } catch {
    return canvas;
  }
}

/** The base of the latest cropped photo: one at a time, as the page shows one cropped photo at a time. */
let base: { photoUrl: string; image: Promise<CanvasImageSource> } | null = null;

/** Drops the base drawn so far and frees its bitmap (3.3 MB): a new crop replaces it, or the page is left. */
export function releaseComposition(): void {
  const previous = base;
  base = null;
  void previous?.image.then((old) => 'close' in old && old.close()).catch(() => undefined);
}

function baseImage(photoUrl: string): Promise<CanvasImageSource> {
  if (base?.photoUrl !== photoUrl) {
    releaseComposition();
    const image = drawBase(photoUrl);
    base = { photoUrl, image };
    // A failed base is not kept: the next generation draws it again (and reports it if it fails again).
    image.catch(() => {
      if (base?.image === image) base = null;
    });
  }
  return base.image;
}

/** Draws the image's base for a cropped photo ahead, as soon as the crop is confirmed. Failures surface at generation. */
export function prepareComposition(photoUrl: string): void {
  baseImage(photoUrl).catch(() => undefined);
}

function drawLine(context: CanvasRenderingContext2D, text: string, style: TextStyle): void {
  const size = fitFontSize((candidate) => {
    context.font = canvasFont(style.weight, candidate);
    return context.measureText(text).width;
  }, style);
  context.font = canvasFont(style.weight, size);
  context.fillText(text, OUTPUT_WIDTH / 2, style.y);
}

/**
 * Draws the campaign image on the device (SPEC.md section 9) and returns it as a PNG: the base prepared for the
 * photo, then the name and the city once `fontsSettled` (settleFonts, started at the click) has resolved. Errors
 * carry one of COMPOSE_ERRORS as their message.
 */
export async function composeImage(
  input: ComposeInput,
  fontsSettled: Promise<void> = settleFonts(input.nomeCognome, input.citta, input.provincia),
): Promise<Blob> {
  const name = nameLine(input.nomeCognome);
  const city = cityLine(input.citta, input.provincia);
  const { canvas, context } = outputCanvas();
  const [background] = await Promise.all([baseImage(input.photoUrl), fontsSettled]);

  context.drawImage(background, 0, 0);
  context.fillStyle = '#ffffff';
  context.textAlign = 'center';
  context.textBaseline = 'middle';
  drawLine(context, name, NAME_STYLE);
  drawLine(context, city, CITY_STYLE);
  if (input.committente) drawLine(context, input.committente, COMMITTENTE_STYLE);

  return encodePng(canvas);
}
