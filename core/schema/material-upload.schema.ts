import * as yup from 'yup';
import type { FileType } from './campaign-material.schema';
import { requiredText, wholeNumber } from './fields.schema';

/**
 * A material's file uploaded from the admin (docs/decisions/0030): at most 20 MB, sent in parts that fit a function's
 * request (6 MB once the platform has base64-encoded the bytes), kept in Netlify Blobs and served whole.
 */
export const MATERIAL_UPLOAD = {
  /** Netlify streams a function's answer up to 20 MB; MB as phones and computers count it (10^6 bytes). */
  maxBytes: 20_000_000,
  /** 4 MiB of bytes are 5.6 MB once base64-encoded: under the 6 MB a function accepts. */
  partBytes: 4 * 1024 * 1024,
} as const;

export const MATERIAL_UPLOAD_MESSAGES = {
  tooLarge: 'Il file supera i 20 MB: scegline uno più piccolo',
  empty: 'Il file è vuoto',
  name: 'Nome del file non valido (da 1 a 200 caratteri)',
  type: "Tipo di file non ammesso: carica un PDF, un'immagine (JPEG, PNG, WebP, GIF) o un documento (Word, Excel, PowerPoint, OpenDocument, RTF)",
  part: 'Parte del file non valida: ricomincia il caricamento',
  incomplete: 'Il caricamento non è completo: ricomincia',
  notUploaded: 'Il file caricato non esiste più: caricalo di nuovo',
  inUse: 'Il file è usato da un materiale: elimina il materiale per eliminarlo',
} as const;

/** POST /api/admin/material-uploads: what the browser knows of the chosen file before sending any of it. */
export const newUploadSchema = yup.object({
  name: requiredText(1, 200, MATERIAL_UPLOAD_MESSAGES.name, MATERIAL_UPLOAD_MESSAGES.name),
  // Above maxBytes the function answers 413 with MATERIAL_UPLOAD_MESSAGES.tooLarge (the browser checks first).
  size: wholeNumber(1, Number.MAX_SAFE_INTEGER, MATERIAL_UPLOAD_MESSAGES.empty).required(
    MATERIAL_UPLOAD_MESSAGES.empty,
  ),
});

/** The upload started: send `parts` parts of `partBytes` bytes (the last one shorter), in order. */
export interface MaterialUpload {
  id: string;
  partBytes: number;
  parts: number;
}

/** The upload completed: what the materials form fills in. */
export interface UploadedFile {
  fileUrl: string;
  fileType: FileType;
  fileSize: string;
  /** The name it is served with, its extension the one of the type its bytes show. */
  name: string;
}
