import { cropDecodeSize, croppedOutputSize, displayPhotoSize, scaleCrop, type Rect } from './layout';
import type { PhotoJob, PhotoJobReply, PhotoJobRequest, PhotoRequest } from './photo-job';
import type { LoadedPhoto, OriginalPhoto } from './photo-state';

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
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error('Impossibile creare il file immagine'))),
      type,
      quality,
    );
  });
}

/** The worker that draws photos, started once; null where the browser cannot run it (see photo.worker.ts). */
let worker: Worker | null | undefined;
let nextJobId = 1;
const pendingJobs = new Map<number, { resolve: (blob: Blob) => void; reject: (error: Error) => void }>();

function photoWorker(): Worker | null {
  if (worker !== undefined) return worker;
  worker = null;
  if (
    typeof Worker !== 'function' ||
    typeof OffscreenCanvas !== 'function' ||
    typeof createImageBitmap !== 'function'
  ) {
    return worker;
  }
  try {
    const started = new Worker(new URL('./photo.worker.ts', import.meta.url), { type: 'module' });
    started.onmessage = (event: MessageEvent<PhotoJobReply>) => {
      const job = pendingJobs.get(event.data.id);
      pendingJobs.delete(event.data.id);
      if ('blob' in event.data) job?.resolve(event.data.blob);
      else job?.reject(new Error(event.data.error));
    };
    // The script itself failed (blocked, or a syntax the browser lacks): every job goes to the main thread.
    started.onerror = () => {
      worker = null;
      started.terminate();
      pendingJobs.forEach((job) => job.reject(new Error('photo worker unavailable')));
      pendingJobs.clear();
    };
    worker = started;
  } catch {
    worker = null;
  }
  return worker;
}

/** Starts the photo worker ahead of the first photo, so choosing one does not wait for its script. */
export function warmUpPhotoWorker(): void {
  photoWorker();
}

function inWorker(request: PhotoRequest, transfer: Transferable[] = []): Promise<Blob> {
  const target = photoWorker();
  if (!target) return Promise.reject(new Error('photo worker unavailable'));
  const id = nextJobId++;
  return new Promise<Blob>((resolve, reject) => {
    pendingJobs.set(id, { resolve, reject });
    target.postMessage({ id, ...request } satisfies PhotoJobRequest, transfer);
  });
}

/**
 * The finished image as a PNG, encoded in the worker where there is one: the main thread's toBlob waits for
 * idle time, which a busy phone may not have for a second.
 */
export async function encodePng(canvas: HTMLCanvasElement): Promise<Blob> {
  if (photoWorker() && typeof createImageBitmap === 'function') {
    try {
      const bitmap = await createImageBitmap(canvas);
      return await inWorker({ kind: 'encode', bitmap }, [bitmap]);
    } catch {
      // Encoded below instead.
    }
  }
  return canvasToBlob(canvas, 'image/png');
}

/** The main-thread way: the browser decodes the <img>, and only an output-size canvas is ever made. */
async function drawOnMainThread(job: PhotoJob, image: HTMLImageElement): Promise<Blob> {
  const canvas = document.createElement('canvas');
  canvas.width = job.output.width;
  canvas.height = job.output.height;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('Impossibile disegnare la foto');
  context.imageSmoothingEnabled = true;
  context.imageSmoothingQuality = 'high';
  const { crop, output } = job;
  context.drawImage(image, crop.x, crop.y, crop.width, crop.height, 0, 0, output.width, output.height);
  try {
    return await canvasToBlob(canvas, job.type, job.quality);
  } finally {
    canvas.width = 0;
    canvas.height = 0;
  }
}

/** The original file opened as an <img>: its upright size, without decoding its pixels yet. */
async function openOriginal(file: Blob): Promise<{ image: HTMLImageElement; release: () => void }> {
  const url = URL.createObjectURL(file);
  let image: HTMLImageElement | undefined;
  const release = () => {
    image?.removeAttribute('src');
    URL.revokeObjectURL(url);
  };
  try {
    image = await loadImage(url, () => new UnreadablePhotoError());
  } catch (error) {
    release();
    throw error;
  }
  if (image.naturalWidth === 0 || image.naturalHeight === 0) {
    release();
    throw new UnreadablePhotoError();
  }
  return { image, release };
}

/** Runs a job in the worker, or on the main thread where the worker cannot (opening the <img> only then). */
async function drawPhoto(job: PhotoJob, opened?: HTMLImageElement): Promise<Blob> {
  try {
    return await inWorker({ kind: 'draw', ...job });
  } catch {
    if (opened) return drawOnMainThread(job, opened);
    const { image, release } = await openOriginal(job.file);
    try {
      return await drawOnMainThread(job, image);
    } finally {
      release();
    }
  }
}

/**
 * Turns the visitor's file (or a camera snapshot) into the copy the cropper works on: upright and at most
 * DISPLAY_MAX_SIDE long, decoded once directly at that size. A photo already that small is used as it is.
 * The original file travels along for the crop. The caller owns the returned blob URL.
 */
export async function preparePhoto(file: Blob): Promise<LoadedPhoto> {
  const { image, release } = await openOriginal(file);
  const original: OriginalPhoto = { file, width: image.naturalWidth, height: image.naturalHeight };
  const display = displayPhotoSize(original);
  try {
    if (display.width === original.width && display.height === original.height) {
      return { url: URL.createObjectURL(file), ...display, original };
    }
    const blob = await drawPhoto(
      {
        file,
        original,
        decode: display,
        crop: { x: 0, y: 0, width: original.width, height: original.height },
        output: display,
        resizeQuality: 'medium',
        type: 'image/jpeg',
        quality: 0.9,
      },
      image,
    );
    return { url: URL.createObjectURL(blob), ...display, original };
  } finally {
    release();
  }
}

/**
 * The cropped photo, drawn from the original file at exactly the size the image shows it (the band's width),
 * so it keeps the original's sharpness however small the crop (for an EXIF-rotated photo in the worker: from a
 * copy as large as the canvas limits allow, see photo.worker.ts). `area` is in the pixels of `photo` (the
 * cropper's copy). A lossless PNG: it is drawn once more, into the image.
 */
export async function cropPhoto(photo: LoadedPhoto, area: Rect): Promise<LoadedPhoto> {
  if (!photo.original) throw new Error('foto originale non disponibile');
  const { original } = photo;
  const crop = scaleCrop(area, photo, original);
  const output = croppedOutputSize(crop);
  const blob = await drawPhoto({
    file: original.file,
    original: { width: original.width, height: original.height },
    decode: cropDecodeSize(original, crop.width, output.width),
    crop,
    output,
    resizeQuality: 'high',
    type: 'image/png',
  });
  return { url: URL.createObjectURL(blob), ...output };
}
