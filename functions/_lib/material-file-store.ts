import { getStore } from '@netlify/blobs';
import { MATERIAL_FORMATS } from '../../core/material-files';
import type { DetectedType } from '../../db/queries/material-uploads.queries';

/**
 * The bytes of materials uploaded from the admin, in Netlify Blobs (locally the store `netlify dev` emulates): one
 * blob per part, "{upload id}/{part}", served back to back as one file (docs/decisions/0030). Strong consistency:
 * the admin opens the file right after sending its last part.
 */
const store = () => getStore({ name: 'material-files', consistency: 'strong' });

const partKey = (id: string, part: number) => `${id}/${part}`;

export async function savePart(id: string, part: number, bytes: Uint8Array): Promise<void> {
  // A copy that is exactly the part: the body's buffer may be a larger pool.
  await store().set(partKey(id, part), new Uint8Array(bytes).buffer);
}

/** The file, its parts read one after the other as the client reads on: never all of it in memory. */
export function fileStream(id: string, parts: number): ReadableStream<Uint8Array> {
  let part = 0;
  let current: ReadableStreamDefaultReader<Uint8Array> | undefined;
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      for (;;) {
        if (!current) {
          if (part === parts) return controller.close();
          const blob = await store().get(partKey(id, part++), { type: 'stream' });
          if (!blob) return controller.error(new Error(`Part ${part - 1} of upload ${id} is missing`));
          current = (blob as ReadableStream<Uint8Array>).getReader();
        }
        const { done, value } = await current.read();
        if (!done) return controller.enqueue(value);
        current = undefined;
      }
    },
    cancel: () => current?.cancel(),
  });
}

/** Deletes every part of an upload that is in the store. */
export async function deleteFile(id: string): Promise<void> {
  const blobs = store();
  const { blobs: parts } = await blobs.list({ prefix: `${id}/` });
  await Promise.all(parts.map(({ key }) => blobs.delete(key)));
}

/** The name a file is served under: the admin's name, tidied, with the extension of what its bytes are. */
export function servedName(name: string, extension: string): string {
  const base = name
    .replace(/\.[^.]*$/, '')
    .normalize('NFC')
    .replace(/[^\p{L}\p{N} ._-]+/gu, '-')
    .replace(/\s+/g, ' ')
    .replace(/^[\s.-]+|[\s.-]+$/g, '')
    .slice(0, 120);
  return `${base || 'materiale'}.${extension}`;
}

/** What the first part of a file is, from its bytes, never its name; undefined for a type not in MATERIAL_FORMATS. */
export async function detectType(firstPart: Uint8Array, name: string): Promise<DetectedType | undefined> {
  // Loaded by the upload only: the other functions sharing this module never sniff bytes.
  const { fileTypeFromBuffer } = await import('file-type');
  const found = await fileTypeFromBuffer(firstPart);
  if (!found || !Object.hasOwn(MATERIAL_FORMATS, found.mime)) return undefined;
  const { fileType } = MATERIAL_FORMATS[found.mime as keyof typeof MATERIAL_FORMATS];
  return { contentType: found.mime, fileType, name: servedName(name, found.ext) };
}

/** The uploads that have parts in the store, by id (from the keys: the emulated store keeps empty folders). */
export async function storedUploadIds(): Promise<string[]> {
  const { blobs } = await store().list();
  return [...new Set(blobs.map(({ key }) => key.split('/')[0]))];
}
