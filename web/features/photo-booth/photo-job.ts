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

/**
 * The EXIF orientation of a JPEG from its first bytes: 1 when it has none, 0 when the bytes are not a JPEG or
 * cannot be read (then nothing is assumed about it).
 */
export function jpegOrientation(bytes: ArrayBuffer): number {
  const view = new DataView(bytes);
  try {
    if (view.getUint16(0) !== 0xffd8) return 0;
    let offset = 2;
    while (offset + 4 <= view.byteLength) {
      const marker = view.getUint16(offset);
      // Start of the image data, or not a marker: no EXIF segment before it.
      if (marker === 0xffda || (marker & 0xff00) !== 0xff00) return 1;
      if (marker === 0xffe1 && view.getUint32(offset + 4) === 0x45786966) {
        const tiff = offset + 10;
        const little = view.getUint16(tiff) === 0x4949;
        const directory = tiff + view.getUint32(tiff + 4, little);
        const entries = view.getUint16(directory, little);
        for (let i = 0; i < entries; i++) {
          const entry = directory + 2 + i * 12;
          if (view.getUint16(entry, little) === 0x0112) return view.getUint16(entry + 8, little);
        }
        return 1;
      }
      offset += 2 + view.getUint16(offset + 2);
    }
    return 0;
  } catch {
    // Past the bytes read: an EXIF block larger than them.
    return 0;
  }
}
