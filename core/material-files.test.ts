import { describe, expect, it, vi } from 'vitest';
import { formatFileSize, materialFilePath, uploadIdOf } from './material-files';
import { campaignMaterialSchema } from './schema/campaign-material.schema';

/** The module again, evaluated anew under its own URL: what loading it costs, without resetting the others. */
const FRESH = './material-files.ts?fresh';
const ID = '0f8e2a4c-1b2d-4e5f-8a9b-0c1d2e3f4a5b';

describe("materials' uploaded files", () => {
  it.each([
    [120, '120 byte'],
    [999, '999 byte'],
    [1000, '1 kB'],
    [850_400, '850 kB'],
    [999_600, '1 MB'],
    [2_400_000, '2,4 MB'],
    [2_449_999, '2,4 MB'],
    [12_000_000, '12 MB'],
    [20_000_000, '20 MB'],
  ])('writes %i bytes as "%s"', (bytes, written) => {
    expect(formatFileSize(bytes)).toBe(written);
  });

  it('writes megabytes as Intl.NumberFormat it-IT does, without building one as it loads', async () => {
    const decimal = new Intl.NumberFormat('it-IT', { maximumFractionDigits: 1 });
    const wrong: string[] = [];
    for (let bytes = 999_500; bytes < 50_000_000_000; bytes = Math.ceil(bytes * 1.0007) + 49_999) {
      const written = `${decimal.format(bytes / 1_000_000)} MB`;
      if (formatFileSize(bytes) !== written) wrong.push(`${bytes}: ${formatFileSize(bytes)}, not ${written}`);
    }
    expect(wrong).toEqual([]);
    const built = vi.spyOn(Intl, 'NumberFormat');
    try {
      ((await import(/* @vite-ignore */ FRESH)) as typeof import('./material-files')).formatFileSize(2_400_000);
      expect(built).not.toHaveBeenCalled();
    } finally {
      built.mockRestore();
    }
  });

  it("names an upload's path, and finds the upload in it, never in another address", () => {
    const path = materialFilePath(ID, 'Programma 2025.pdf');
    expect(path).toBe(`/api/material-files/${ID}/Programma%202025.pdf`);
    expect(uploadIdOf(path)).toBe(ID);
    expect(uploadIdOf(`https://example.it${path}`)).toBeUndefined();
    expect(uploadIdOf(`/api/material-files/${ID}/a/b.pdf`)).toBeUndefined();
    expect(uploadIdOf(`/api/material-files/not-an-id/b.pdf`)).toBeUndefined();
  });

  it("lets a material's fileUrl be an uploaded file's path or an http(s) address, nothing else", () => {
    const valid = (fileUrl: string) => campaignMaterialSchema.isValidSync({ title: 'Volantino', fileUrl });
    expect(valid(materialFilePath(ID, 'a.pdf'))).toBe(true);
    expect(valid('https://example.it/a.pdf')).toBe(true);
    expect(valid('/altro/a.pdf')).toBe(false);
    expect(valid('javascript:alert(1)')).toBe(false);
  });
});
