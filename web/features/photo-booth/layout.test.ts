import { describe, expect, it } from 'vitest';
import {
  CITY_STYLE,
  NAME_STYLE,
  PHOTO_MAX_PIXELS,
  PHOTO_MAX_SIDE,
  TEXT_MAX_WIDTH,
  cityLine,
  cropDecodeSize,
  croppedOutputSize,
  displayPhotoSize,
  downloadFileName,
  fitFontSize,
  nameLine,
  needsScaling,
  scaleCrop,
  scaledPhotoSize,
  widthFitRect,
} from './layout';

/** A text whose width grows with the font size, as real glyphs do. */
const textOfWidthPerPx = (widthPerPx: number) => (size: number) => size * widthPerPx;

describe('fitFontSize', () => {
  it('keeps the starting size when the text fits', () => {
    expect(fitFontSize(textOfWidthPerPx(1), NAME_STYLE)).toBe(75);
    expect(fitFontSize(textOfWidthPerPx(1), CITY_STYLE)).toBe(32);
  });

  it('uses 90 % of the 819 px width', () => {
    expect(TEXT_MAX_WIDTH).toBe(737);
  });

  it('shrinks in 2 px steps to the first size that fits', () => {
    // 10 px of width per px of size: 737 fits at 73 (730) but not at 75 (750).
    expect(fitFontSize(textOfWidthPerPx(10), NAME_STYLE)).toBe(73);
    // Exactly at the limit counts as fitting.
    expect(fitFontSize((size) => (size === 71 ? 737 : size * 10.5), NAME_STYLE)).toBe(71);
  });

  it('never goes below the minimum: 21 px for the name (75 − 2k ≥ 20), 16 px for the city', () => {
    const neverFits = () => 10_000;
    expect(fitFontSize(neverFits, NAME_STYLE)).toBe(21);
    expect(fitFontSize(neverFits, CITY_STYLE)).toBe(16);
  });

  it('stops at the smallest size that fits near the minimum', () => {
    expect(fitFontSize((size) => (size <= 23 ? 700 : 800), NAME_STYLE)).toBe(23);
    expect(fitFontSize((size) => (size <= 18 ? 700 : 800), CITY_STYLE)).toBe(18);
  });

  it('measures each candidate size only as long as needed', () => {
    const measured: number[] = [];
    fitFontSize((size) => {
      measured.push(size);
      return size <= 71 ? 0 : 1_000;
    }, NAME_STYLE);
    expect(measured).toEqual([75, 73, 71]);
  });
});

describe('text lines', () => {
  it('writes the name in upper case with tidy spaces', () => {
    expect(nameLine("  maria   de'rossi ")).toBe("MARIA DE'ROSSI");
    expect(nameLine('niccolò')).toBe('NICCOLÒ');
  });

  it('writes "CITY (PR)" in upper case', () => {
    expect(cityLine(' abano terme ', 'pd')).toBe('ABANO TERME (PD)');
    expect(cityLine('Padova', '')).toBe('PADOVA');
  });
});

describe('photo rectangles in the 819 × 540 band', () => {
  it('width-fits a cropped 2000:1350 photo: full width, slightly taller than the band, centred', () => {
    const rect = widthFitRect({ width: 2000, height: 1350 });
    expect(rect.width).toBe(819);
    expect(rect.height).toBeCloseTo(552.825);
    expect(rect.x).toBe(0);
    expect(rect.y).toBeCloseTo(-6.4125);
  });

  it('width-fits a small crop by scaling it up to the full width', () => {
    const rect = widthFitRect({ width: 400, height: 270 });
    expect(rect.width).toBe(819);
    expect(rect.height).toBeCloseTo(552.825);
  });
});

describe('scaling limits for phone photos', () => {
  it('leaves a 12 MP photo as it is', () => {
    expect(scaledPhotoSize({ width: 4000, height: 3000 })).toEqual({ width: 4000, height: 3000 });
    expect(needsScaling({ width: 4000, height: 3000 })).toBe(false);
  });

  it('brings a 48 MP photo to a 4096 px long side', () => {
    const size = scaledPhotoSize({ width: 8000, height: 6000 });
    expect(size).toEqual({ width: 4096, height: 3072 });
    expect(needsScaling({ width: 8000, height: 6000 })).toBe(true);
  });

  it('keeps a portrait 48 MP photo portrait', () => {
    expect(scaledPhotoSize({ width: 6000, height: 8000 })).toEqual({ width: 3072, height: 4096 });
  });

  it('brings anything above iOS 16.7 MP under the pixel limit even when no side exceeds 4096', () => {
    const size = scaledPhotoSize({ width: 4096, height: 4096 });
    expect(size.width * size.height).toBeLessThanOrEqual(PHOTO_MAX_PIXELS);
    expect(size.width * size.height).toBeLessThan(16_777_216);
    expect(Math.max(size.width, size.height)).toBeLessThanOrEqual(PHOTO_MAX_SIDE);
  });

  it('treats the limits themselves as allowed', () => {
    expect(needsScaling({ width: PHOTO_MAX_SIDE, height: 1000 })).toBe(false);
    expect(needsScaling({ width: PHOTO_MAX_SIDE + 1, height: 1000 })).toBe(true);
    expect(needsScaling({ width: 4000, height: 4000 })).toBe(false);
    expect(needsScaling({ width: 4001, height: 4000 })).toBe(true);
  });

  it('never scales a tiny photo up, nor to zero', () => {
    expect(scaledPhotoSize({ width: 10, height: 10 })).toEqual({ width: 10, height: 10 });
    expect(scaledPhotoSize({ width: 100_000, height: 1 }).height).toBe(1);
  });
});

describe("the cropper's copy and the crop drawn from the original", () => {
  it('gives the cropper a copy at most 1600 px long, upright proportions kept, never enlarged', () => {
    expect(displayPhotoSize({ width: 8000, height: 6000 })).toEqual({ width: 1600, height: 1200 });
    expect(displayPhotoSize({ width: 3000, height: 4000 })).toEqual({ width: 1200, height: 1600 });
    expect(displayPhotoSize({ width: 1200, height: 900 })).toEqual({ width: 1200, height: 900 });
  });

  it('draws a crop at the band width with its proportions: a 2000:1350 crop is 819 × 553', () => {
    expect(croppedOutputSize({ width: 2000, height: 1350 })).toEqual({ width: 819, height: 553 });
    expect(croppedOutputSize({ width: 300, height: 202.5 })).toEqual({ width: 819, height: 553 });
  });

  it('maps a crop on the copy to the original and keeps it inside the photo', () => {
    const display = { width: 1600, height: 1200 };
    const original = { width: 8000, height: 6000 };
    expect(scaleCrop({ x: 80, y: 100, width: 1440, height: 972 }, display, original)).toEqual({
      x: 400,
      y: 500,
      width: 7200,
      height: 4860,
    });
    // cropperjs may round a box a pixel past the edge.
    expect(scaleCrop({ x: -1, y: 229, width: 1601, height: 972 }, display, original)).toEqual({
      x: 0,
      y: 1145,
      width: 8000,
      height: 4855,
    });
  });

  it('decodes the original just large enough for the crop to come out at 819 px', () => {
    // A 7200 px wide crop of a 48 MP photo: the whole photo decoded at 910 × 683.
    expect(cropDecodeSize({ width: 8000, height: 6000 }, 7200)).toEqual({ width: 910, height: 683 });
    // An 800 px crop of the same: every original pixel would be needed, but no more than the canvas limits allow.
    const limited = cropDecodeSize({ width: 8000, height: 6000 }, 800);
    expect(limited).toEqual({ width: 4096, height: 3072 });
    expect(limited.width * limited.height).toBeLessThan(16_777_216);
    // A 12 MP photo cropped to 1000 px wide: decoded at 81.9 %.
    expect(cropDecodeSize({ width: 4000, height: 3000 }, 1000)).toEqual({ width: 3276, height: 2457 });
    // Never enlarged: a crop narrower than 819 px comes from the photo at its own size.
    expect(cropDecodeSize({ width: 1600, height: 1200 }, 400)).toEqual({ width: 1600, height: 1200 });
  });
});

describe('downloadFileName', () => {
  it('writes apertura-campagna-{name}.png in lower case with dashes', () => {
    expect(downloadFileName('Maria Rossi')).toBe('apertura-campagna-maria-rossi.png');
  });

  it('strips accents and turns anything else into single dashes, trimmed', () => {
    expect(downloadFileName("  Niccolò D'Àvila  ")).toBe('apertura-campagna-niccolo-d-avila.png');
    expect(downloadFileName('Anna/..\\Ferrè!!')).toBe('apertura-campagna-anna-ferre.png');
  });

  it('falls back to "foto" when nothing safe is left', () => {
    expect(downloadFileName('')).toBe('apertura-campagna-foto.png');
    expect(downloadFileName('李 明 ✨')).toBe('apertura-campagna-foto.png');
  });

  it('keeps the name part short', () => {
    const name = downloadFileName('a'.repeat(50) + ' ' + 'b'.repeat(50));
    expect(name.length).toBeLessThanOrEqual('apertura-campagna-.png'.length + 60);
    expect(name).not.toMatch(/-\.png$/);
  });
});
