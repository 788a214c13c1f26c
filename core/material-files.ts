/**
 * Materials' files uploaded from the admin (docs/decisions/0030): where the site serves them and how their size
 * reads. No yup here: the public materials page links to them.
 */

/** Where an uploaded file is served: the site's own path, not an address of the store. */
const MATERIAL_FILES_PATH = '/api/material-files';

const UPLOADED_PATH =
  /^\/api\/material-files\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\/[^/?#]+$/;

export const materialFilePath = (id: string, name: string): string =>
  `${MATERIAL_FILES_PATH}/${id}/${encodeURIComponent(name)}`;

/** The upload a material's fileUrl points at, or undefined for an address elsewhere. */
export const uploadIdOf = (fileUrl: string): string | undefined => UPLOADED_PATH.exec(fileUrl)?.[1];

const decimal = new Intl.NumberFormat('it-IT', { maximumFractionDigits: 1 });

/** A size as the materials page shows it: "2,4 MB", "850 kB", "120 byte" (10^3 steps, as phones count). */
export function formatFileSize(bytes: number): string {
  if (bytes < 1000) return `${bytes} byte`;
  const kilobytes = Math.round(bytes / 1000);
  return kilobytes < 1000 ? `${kilobytes} kB` : `${decimal.format(bytes / 1_000_000)} MB`;
}
