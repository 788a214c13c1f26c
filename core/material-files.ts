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

/**
 * The formats a material's file may be, by the MIME type its bytes show (the server reads them with file-type), with
 * the extensions the admin's file picker offers. Anything else is refused.
 */
export const MATERIAL_FORMATS = {
  'application/pdf': { fileType: 'pdf', extensions: ['.pdf'] },
  'image/jpeg': { fileType: 'image', extensions: ['.jpg', '.jpeg'] },
  'image/png': { fileType: 'image', extensions: ['.png'] },
  'image/gif': { fileType: 'image', extensions: ['.gif'] },
  'image/webp': { fileType: 'image', extensions: ['.webp'] },
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': {
    fileType: 'document',
    extensions: ['.docx'],
  },
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': { fileType: 'document', extensions: ['.xlsx'] },
  'application/vnd.openxmlformats-officedocument.presentationml.presentation': {
    fileType: 'document',
    extensions: ['.pptx'],
  },
  'application/vnd.oasis.opendocument.text': { fileType: 'document', extensions: ['.odt'] },
  'application/vnd.oasis.opendocument.spreadsheet': { fileType: 'document', extensions: ['.ods'] },
  'application/vnd.oasis.opendocument.presentation': { fileType: 'document', extensions: ['.odp'] },
  'application/rtf': { fileType: 'document', extensions: ['.rtf'] },
} as const;

/**
 * Megabytes to one decimal as it-IT writes them ("2,4", "12", "12.345,6": a dot between thousands from five digits
 * on), computed: the page that shows them hydrates with them, and the first Intl.NumberFormat loads the locale's
 * data, the longest task after /materiale's paint (docs/decisions/0039).
 */
function megabytes(bytes: number): string {
  const tenths = Math.round(bytes / 100_000);
  const whole = String(Math.floor(tenths / 10));
  const grouped = whole.length > 4 ? whole.replace(/\B(?=(\d{3})+$)/g, '.') : whole;
  return tenths % 10 ? `${grouped},${tenths % 10}` : grouped;
}

/** A size as the materials page shows it: "2,4 MB", "850 kB", "120 byte" (10^3 steps, as phones count). */
export function formatFileSize(bytes: number): string {
  if (bytes < 1000) return `${bytes} byte`;
  const kilobytes = Math.round(bytes / 1000);
  return kilobytes < 1000 ? `${kilobytes} kB` : `${megabytes(bytes)} MB`;
}
