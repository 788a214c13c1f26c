// Type-only: the schema module pulls in yup, which only the contact page may load.
import type { FileType } from '../../../core/schema/campaign-material.schema';

/** The stored file types plus "other" for anything the public page does not recognise. */
export type FileKind = FileType | 'other';

export const FILE_KIND_LABELS: Record<FileKind, string> = {
  pdf: 'PDF',
  image: 'Immagine',
  document: 'Documento',
  other: 'File',
};

export function fileKind(fileType: string): FileKind {
  const normalised = fileType.trim().toLowerCase();
  return normalised !== 'other' && Object.hasOwn(FILE_KIND_LABELS, normalised) ? (normalised as FileType) : 'other';
}

const ICON_PATHS: Record<FileKind, string> = {
  pdf: 'M6 2h9l5 5v15H6zM15 2v5h5M8.5 17v-4h1.4a1.2 1.2 0 0 1 0 2.4H8.5M12.5 17v-4h1a2 2 0 0 1 0 4zM17 17v-4h2M17 15h1.5',
  image: 'M4 4h16v16H4zM4 16l5-5 4 4 2-2 5 5M15.5 9.5a1.5 1.5 0 1 1 0-.01',
  document: 'M6 2h9l5 5v15H6zM15 2v5h5M9 12h8M9 15h8M9 18h5',
  other: 'M6 2h9l5 5v15H6zM15 2v5h5',
};

/** Decorative: the card names the type in words next to it. */
export function FileTypeIcon({ kind }: { kind: FileKind }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width="32"
      height="32"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.6"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      data-kind={kind}
    >
      <path d={ICON_PATHS[kind]} />
    </svg>
  );
}
