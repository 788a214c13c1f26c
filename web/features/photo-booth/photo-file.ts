import { needsScaling, scaledPhotoSize, type Size } from './layout';
import type { LoadedPhoto } from './photo-state';

/** Shown when the browser cannot read a file as a picture (HEIC on a desktop browser, a renamed PDF…). */
export const UNREADABLE_PHOTO_MESSAGE =
  'Impossibile leggere questo file come immagine. Scegli una foto in formato JPEG o PNG (su iPhone puoi anche scattarla con il pulsante "Scatta una foto").';

export class UnreadablePhotoError extends Error {
  constructor() {
    super(UNREADABLE_PHOTO_MESSAGE);
    this.name = 'UnreadablePhotoError';
  }
}

/** Loads an image URL into an <img>; the browser applies the EXIF orientation (image-orientation: from-image). */
export function loadImage(url: string, error: () => Error): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.decoding = 'async';
    image.onload = () => resolve(image);
    image.onerror = () => reject(error());
    image.src = url;
  });
}

/** Encodes a canvas; toBlob answers null when the browser cannot (e.g. a canvas over its memory limit). */
export function canvasToBlob(canvas: HTMLCanvasElement, type: string, quality?: number): Promise<Blob> {
  return new Promise((resolve, reject) => {
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('Impossibile creare il file immagine'))), type, quality);
  });
}

/**
 * Turns the visitor's file (or a camera snapshot) into a photo the cropper and the canvas can take on any
 * phone: decoded on the device, upright, and — when larger than the canvas limits (a 48 MP photo, anything
 * above iOS's 16.7 MP) — redrawn smaller as a JPEG. Small photos are used as they are. The caller owns the
 * returned blob URL.
 */
export async function preparePhoto(file: Blob): Promise<LoadedPhoto> {
  const originalUrl = URL.createObjectURL(file);
  let image: HTMLImageElement;
  try {
    image = await loadImage(originalUrl, () => new UnreadablePhotoError());
  } catch (error) {
    URL.revokeObjectURL(originalUrl);
    throw error;
  }
  const natural: Size = { width: image.naturalWidth, height: image.naturalHeight };
  if (natural.width === 0 || natural.height === 0) {
    URL.revokeObjectURL(originalUrl);
    throw new UnreadablePhotoError();
  }
  if (!needsScaling(natural)) return { url: originalUrl, ...natural };

  try {
    const target = scaledPhotoSize(natural);
    const canvas = document.createElement('canvas');
    canvas.width = target.width;
    canvas.height = target.height;
    const context = canvas.getContext('2d');
    if (!context) throw new UnreadablePhotoError();
    context.imageSmoothingEnabled = true;
    context.imageSmoothingQuality = 'high';
    context.drawImage(image, 0, 0, target.width, target.height);
    const blob = await canvasToBlob(canvas, 'image/jpeg', 0.92);
    // Free the big bitmap now rather than at the next garbage collection: phones run out of memory here.
    canvas.width = 0;
    canvas.height = 0;
    return { url: URL.createObjectURL(blob), ...target };
  } finally {
    image.removeAttribute('src');
    URL.revokeObjectURL(originalUrl);
  }
}
