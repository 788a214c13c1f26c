/**
 * Decodes and redraws the visitor's photo off the main thread, so the page stays responsive while a 48 MP
 * photo is prepared, and encodes the finished image (the main thread's toBlob waits for idle time). Needs createImageBitmap with resizing and OffscreenCanvas; when either is missing the job
 * fails and the page draws on the main thread instead (photo-file.ts).
 */
import { cropOnDecoded, type PhotoJob, type PhotoJobReply, type PhotoJobRequest } from './photo-job';

interface WorkerScope {
  onmessage: ((event: MessageEvent<PhotoJobRequest>) => void) | null;
  postMessage(message: PhotoJobReply): void;
}
const scope = self as unknown as WorkerScope;

async function draw(job: PhotoJob): Promise<Blob> {
  // A crop rectangle here would be simpler, but Chromium misplaces it on EXIF-rotated photos: decode whole.
  const bitmap = await createImageBitmap(job.file, {
    imageOrientation: 'from-image',
    resizeWidth: job.decode.width,
    resizeHeight: job.decode.height,
    resizeQuality: job.resizeQuality,
  });
  try {
    // A browser that ignores the resize options would hand back the full photo: not worth the memory here.
    if (bitmap.width !== job.decode.width || bitmap.height !== job.decode.height) throw new Error('resize unsupported');
    const canvas = new OffscreenCanvas(job.output.width, job.output.height);
    const context = canvas.getContext('2d');
    if (!context) throw new Error('no 2d context');
    context.imageSmoothingEnabled = true;
    context.imageSmoothingQuality = 'high';
    const source = cropOnDecoded(job);
    context.drawImage(bitmap, source.x, source.y, source.width, source.height, 0, 0, job.output.width, job.output.height);
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
