import { API } from '../../../../core/api-paths';
import { itemPath, withQuery } from '../../../../core/api-contract';
import {
  MATERIAL_UPLOAD,
  MATERIAL_UPLOAD_MESSAGES,
  type UploadedFile,
} from '../../../../core/schema/material-upload.schema';
import { ApiError, send } from '../../../lib/api';

/** An upload refused with a message for the admin: before sending (too large, empty) or by the server. */
export class UploadRefused extends Error {
  override name = 'UploadRefused';
}

interface UploadOptions {
  /** Called with the share sent so far, 0 to 1, as the bytes go. */
  onProgress?: (share: number) => void;
  /** Aborting stops at once and deletes what was sent. */
  signal?: AbortSignal;
}

/**
 * Sends a material's file as docs/decisions/0030 says: the size is checked before any byte leaves, then the parts
 * go one after the other and the upload is completed. Whatever ends it early (the admin's "Annulla", a refusal, a
 * lost connection) abandons it on the server, so nothing is left behind.
 */
export async function uploadMaterialFile(
  file: File,
  { onProgress, signal }: UploadOptions = {},
): Promise<UploadedFile> {
  if (file.size > MATERIAL_UPLOAD.maxBytes) throw new UploadRefused(MATERIAL_UPLOAD_MESSAGES.tooLarge);
  if (file.size === 0) throw new UploadRefused(MATERIAL_UPLOAD_MESSAGES.empty);
  const upload = await refusalsAsMessages(() =>
    send('POST', API.materialUploads, { name: file.name, size: file.size }, { signal }),
  );
  const at = itemPath(API.materialUpload, upload.id);
  try {
    onProgress?.(0);
    for (let part = 0; part < upload.parts; part++) {
      const start = part * upload.partBytes;
      const bytes = file.slice(start, start + upload.partBytes);
      const onUploadProgress = (sent: number) => onProgress?.(Math.min(start + sent, file.size) / file.size);
      await refusalsAsMessages(() =>
        send('PUT', withQuery(at, { part: String(part) }), bytes, { signal, onUploadProgress }),
      );
      onUploadProgress(bytes.size);
    }
    return await refusalsAsMessages(() => send('POST', at, { signal }));
  } catch (failure) {
    // Best effort: a 415 has already deleted it, and the daily sweep catches what a lost connection leaves.
    void send('DELETE', at).catch(() => undefined);
    throw failure;
  }
}

/** The server's Italian refusals (4xx) become UploadRefused; the rest (5xx, network, abort) pass as they are. */
async function refusalsAsMessages<T>(request: () => Promise<T>): Promise<T> {
  try {
    return await request();
  } catch (failure) {
    if (failure instanceof ApiError && failure.status < 500 && failure.status !== 401 && failure.serverMessage) {
      throw new UploadRefused(failure.fields?.size ?? failure.serverMessage);
    }
    throw failure;
  }
}
