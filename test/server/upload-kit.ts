/** Test support for materials' files uploaded from the admin: files of a given type and the calls of an upload. */
import { randomBytes } from 'node:crypto';
import { strToU8, zipSync } from 'fflate';
import adminMaterialUpload from '../../functions/admin-material-upload/admin-material-upload';
import adminMaterialUploads from '../../functions/admin-material-uploads/admin-material-uploads';
import { API } from '../../core/api-paths';
import { adminSession, call, type CallResult } from './function-calls';

/** A PDF of `size` bytes: its magic number, then noise (file-type reads the first bytes only). */
export function pdfBytes(size: number): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(randomBytes(size));
  bytes.set(strToU8('%PDF-1.7\n'));
  return bytes;
}

/** A Windows executable's first bytes (MZ … PE) followed by noise. */
export function executableBytes(size = 4096): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(size);
  bytes.set([0x4d, 0x5a, 0x90, 0, 3, 0, 0, 0, 4, 0, 0, 0, 0xff, 0xff]);
  return bytes;
}

/** A Word document, as a zip holding its content types and body. */
export function docxBytes(): Uint8Array<ArrayBuffer> {
  const types =
    '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
    '<Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>';
  const zip = zipSync({ '[Content_Types].xml': strToU8(types), 'word/document.xml': strToU8('<w:document/>') });
  return new Uint8Array(zip);
}

const uploadAt = (id: string) => ({ path: `/api/admin/material-uploads/${id}`, params: { id } });

export const startUpload = async (name: string, size: number, cookie?: string): Promise<CallResult> =>
  call(adminMaterialUploads, API.materialUploads, { method: 'POST', body: { name, size }, cookie });

export async function sendPart(id: string, part: number | string, bytes: Uint8Array<ArrayBuffer>, cookie: string) {
  const { path, params } = uploadAt(id);
  return call(adminMaterialUpload, `${path}?part=${part}`, {
    method: 'PUT',
    params,
    rawBody: bytes,
    headers: { 'content-type': 'application/octet-stream' },
    cookie,
  });
}

export const finishUpload = (id: string, cookie: string) =>
  call(adminMaterialUpload, uploadAt(id).path, { method: 'POST', params: uploadAt(id).params, cookie });

export const abandonUpload = (id: string, cookie: string) =>
  call(adminMaterialUpload, uploadAt(id).path, { method: 'DELETE', params: uploadAt(id).params, cookie });

/** Uploads a whole file as the panel does: start, every part in order, complete; answers the completion. */
export async function uploadFile(name: string, bytes: Uint8Array<ArrayBuffer>, cookie?: string): Promise<CallResult> {
  const session = cookie ?? (await adminSession('editor', 'redazione'));
  const started = await startUpload(name, bytes.byteLength, session);
  if (started.status !== 201) return started;
  const { id, partBytes, parts } = started.body as { id: string; partBytes: number; parts: number };
  for (let part = 0; part < parts; part++) {
    const sent = await sendPart(id, part, bytes.slice(part * partBytes, (part + 1) * partBytes), session);
    if (sent.status !== 204) return sent;
  }
  return finishUpload(id, session);
}
