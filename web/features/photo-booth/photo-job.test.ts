import { describe, expect, it } from 'vitest';
import { cropOnDecoded, jpegOrientation } from './photo-job';

/** A JPEG's first bytes: SOI, an APP1 Exif segment whose first directory holds one Orientation entry, then SOS. */
function jpegWithOrientation(orientation: number, littleEndian: boolean): ArrayBuffer {
  const tiff = new DataView(new ArrayBuffer(8 + 2 + 12 + 4));
  tiff.setUint16(0, littleEndian ? 0x4949 : 0x4d4d);
  tiff.setUint16(2, 42, littleEndian);
  tiff.setUint32(4, 8, littleEndian);
  tiff.setUint16(8, 1, littleEndian);
  tiff.setUint16(10, 0x0112, littleEndian);
  tiff.setUint16(12, 3, littleEndian);
  tiff.setUint32(14, 1, littleEndian);
  tiff.setUint16(18, orientation, littleEndian);
  const exif = [0x45, 0x78, 0x69, 0x66, 0, 0, ...new Uint8Array(tiff.buffer)];
  const length = exif.length + 2;
  return new Uint8Array([0xff, 0xd8, 0xff, 0xe1, length >> 8, length & 0xff, ...exif, 0xff, 0xda, 0, 2]).buffer;
}

describe('jpegOrientation', () => {
  it('reads the EXIF orientation in either byte order', () => {
    expect(jpegOrientation(jpegWithOrientation(6, false))).toBe(6);
    expect(jpegOrientation(jpegWithOrientation(3, true))).toBe(3);
    expect(jpegOrientation(jpegWithOrientation(1, true))).toBe(1);
  });

  it('answers 1 for a JPEG without EXIF, after skipping the segments before the image data', () => {
    const quantTable = [0xff, 0xdb, 0, 4, 0, 0];
    expect(jpegOrientation(new Uint8Array([0xff, 0xd8, ...quantTable, 0xff, 0xda, 0, 2]).buffer)).toBe(1);
  });

  it('answers 0 for what is not a JPEG, or is cut before its EXIF entry', () => {
    expect(jpegOrientation(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a]).buffer)).toBe(0);
    expect(jpegOrientation(new ArrayBuffer(0))).toBe(0);
    expect(jpegOrientation(jpegWithOrientation(6, false).slice(0, 24))).toBe(0);
  });
});

describe('cropOnDecoded', () => {
  it('places a crop of the original on a copy decoded at a fifth of its size', () => {
    const job = {
      file: new Blob([]),
      original: { width: 8000, height: 6000 },
      decode: { width: 1600, height: 1200 },
      crop: { x: 400, y: 500, width: 7200, height: 4860 },
      output: { width: 819, height: 553 },
      resizeQuality: 'high' as const,
      type: 'image/png' as const,
    };
    expect(cropOnDecoded(job)).toEqual({ x: 80, y: 100, width: 1440, height: 972 });
  });
});
