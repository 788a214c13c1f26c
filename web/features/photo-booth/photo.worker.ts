/**
 * Decodes and redraws the visitor's photo off the main thread, so the page stays responsive while a 48 MP
 * photo is prepared, and encodes the finished image (the main thread's toBlob waits for idle time). Needs createImageBitmap with resizing and OffscreenCanvas; when either is missing the job
 * fails and the page draws on the main thread instead (photo-file.ts).
 */
import type { Rect } from './layout';
import { cropOnDecoded, jpegOrientation, type PhotoJob, type PhotoJobReply, type PhotoJobRequest } from './photo-job';

interface WorkerScope {
  onmessage: ((event: MessageEvent<PhotoJobRequest>) => void) | null;
  postMessage(message: PhotoJobReply): void;
}
const scope = self as unknown as WorkerScope;

/** The EXIF block sits at the start of a JPEG; this much of the file always holds it in practice. */
const HEADER_BYTES = 256 * 1024;

/**
 * The photo decoded for a job, and where in it the job's region is. An upright JPEG is decoded as just the
 * region, directly at the output size, so even a tiny crop of a 48 MP photo keeps every original pixel.
 * Chromium misplaces a crop rectangle on an EXIF-rotated photo, so any other photo is decoded whole, at the
 * size that gives the region its pixels within the canvas limits.
 */
async function decodeForJob(job: PhotoJob): Promise<{ bitmap: ImageBitmap; source: Rect }> {
  const upright = jpegOrientation(await job.file.slice(0, HEADER_BYTES).arrayBuffer()) === 1;
  const { crop, output } = job;
  const size = upright ? output : job.decode;
  const options: ImageBitmapOptions = {
    imageOrientation: 'from-image',
    resizeWidth: size.width,
    resizeHeight: size.height,
    resizeQuality: job.resizeQuality,
  };
  const bitmap = upright
    ? await createImageBitmap(
        job.file,
        Math.round(crop.x),
        Math.round(crop.y),
        Math.round(crop.width),
        Math.round(crop.height),
        options,
      )
    : await createImageBitmap(job.file, options);
  // A browser that ignores the resize options would hand back the full photo: not worth the memory here.
  if (bitmap.width !== size.width || bitmap.height !== size.height) {
    bitmap.close();
    throw new Error('resize unsupported');
  }
  return { bitmap, source: upright ? { x: 0, y: 0, width: output.width, height: output.height } : cropOnDecoded(job) };
}

async function draw(job: PhotoJob): Promise<Blob> {
  const { bitmap, source } = await decodeForJob(job);
  try {
    const canvas = new OffscreenCanvas(job.output.width, job.output.height);
    const context = canvas.getContext('2d');
    if (!context) throw new Error('no 2d context');
    context.imageSmoothingEnabled = true;
    context.imageSmoothingQuality = 'high';
    context.drawImage(
      bitmap,
      source.x,
      source.y,
      source.width,
      source.height,
      0,
      0,
      job.output.width,
      job.output.height,
    );
    return await canvas.convertToBlob({ type: job.type, quality: job.quality });
  } finally {
    bitmap.close();
  }
}

async function encodePng(bitmap: ImageBitmap): Promise<Blob> {
  try {
    const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
    const context = canvas.getContext('2d');
    if (!context) throw new Error('no 2d context');
    context.drawImage(bitmap, 0, 0);
    return await canvas.convertToBlob({ type: 'image/png' });
  } finally {
    bitmap.close();
  }
}

scope.onmessage = (event) => {
  const { id, ...request } = event.data;
  (request.kind === 'encode' ? encodePng(request.bitmap) : draw(request)).then(
    (blob) => scope.postMessage({ id, blob }),
    (error: unknown) => scope.postMessage({ id, error: error instanceof Error ? error.message : String(error) }),
  );
};
