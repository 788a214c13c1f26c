import type { Rect, Size } from './layout';

/**
 * One drawing of the visitor's photo: the region `crop` (in the upright original's pixels) of `file`, drawn at
 * `output` size and encoded as `type`. The worker decodes the whole file once, directly at `decode` size (the
 * smallest that still gives the region every pixel it needs), so no full-size bitmap or canvas ever exists.
 */
export interface PhotoJob {
  file: Blob;
  original: Size;
  decode: Size;
  crop: Rect;
  output: Size;
  /** 'medium' for the cropper's copy (fast, sharp enough on screen), 'high' for what goes into the image. */
  resizeQuality: ResizeQuality;
  type: 'image/jpeg' | 'image/png';
  quality?: number;
}

/** Either a photo to draw, or a finished image (its pixels, transferred) to encode as PNG. */
export type PhotoRequest = ({ kind: 'draw' } & PhotoJob) | { kind: 'encode'; bitmap: ImageBitmap };
export type PhotoJobRequest = { id: number } & PhotoRequest;
export type PhotoJobReply = { id: number; blob: Blob } | { id: number; error: string };

/** The region of the decoded copy that holds `job.crop`. */
export function cropOnDecoded(job: PhotoJob): Rect {
  const sx = job.decode.width / job.original.width;
  const sy = job.decode.height / job.original.height;
  return { x: job.crop.x * sx, y: job.crop.y * sy, width: job.crop.width * sx, height: job.crop.height * sy };
}
