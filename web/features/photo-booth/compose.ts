import {
  CITY_STYLE,
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
}

/** What the page fetches and decodes ahead, so "Genera l'immagine" waits only for the font settle and drawing. */
let template: Promise<CanvasImageSource> | null = null;

/** The template, rasterised once at the output size where the browser can (an SVG is otherwise redrawn). */
function templateImage(): Promise<CanvasImageSource> {
  if (!template) {
    template = loadImage(templateUrl, () => new Error(COMPOSE_ERRORS.template)).then(async (image) => {
      if (typeof createImageBitmap !== 'function') return image;
      try {
        return await createImageBitmap(image, {
          resizeWidth: OUTPUT_WIDTH,
          resizeHeight: OUTPUT_HEIGHT,
          resizeQuality: 'high',
        });
      } catch {
        return image;
      }
    });
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

/** Starts fetching the template and the fonts; called when the page opens. Failures surface at generation. */
export function preloadComposeAssets(): void {
  templateImage().catch(() => undefined);
  if (document.fonts) loadFonts(FONT_SAMPLE, FONT_SAMPLE).catch(() => undefined);
}

/** Waits for both weights of the condensed font (Arial is the fallback if they never come), then settles. */
async function fontsReady(name: string, city: string): Promise<void> {
  if (document.fonts) {
    try {
      await loadFonts(name, city);
    } catch {
      // The fallback font draws the text instead.
    }
  }
  await new Promise((resolve) => setTimeout(resolve, fontSettleMs()));
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
 * Draws the campaign image on the device (SPEC.md section 9) and returns it as a PNG. Errors carry one of
 * COMPOSE_ERRORS as their message.
 */
export async function composeImage(input: ComposeInput): Promise<Blob> {
  const name = nameLine(input.nomeCognome);
  const city = cityLine(input.citta, input.provincia);

  const canvas = document.createElement('canvas');
  if (typeof canvas.getContext !== 'function') throw new Error(COMPOSE_ERRORS.canvas);
  canvas.width = OUTPUT_WIDTH;
  canvas.height = OUTPUT_HEIGHT;
  const context = canvas.getContext('2d');
  if (!context) throw new Error(COMPOSE_ERRORS.context);

  const [photo, overlay] = await Promise.all([
    loadImage(input.photoUrl, () => new Error(COMPOSE_ERRORS.photo)),
    templateImage(),
    fontsReady(name, city),
  ]);

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

  context.fillStyle = '#ffffff';
  context.textAlign = 'center';
  context.textBaseline = 'middle';
  drawLine(context, name, NAME_STYLE);
  drawLine(context, city, CITY_STYLE);

  return encodePng(canvas);
}
