import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import adminCheckIns from '../../functions/admin-check-ins/admin-check-ins';
import { call, type CallResult } from './function-calls';
import type { ReceivedMail } from './smtp-test-server';

/** Test support for the door (docs/decisions/0041): the code a confirmation carries, and the check-in calls. */

/** The check-in code a confirmation mail carries: its QR code's PNG, read as the door's decoder reads it. */
export function qrCodeOf(mail: ReceivedMail): string {
  const png = mail.parsed.attachments.find((file) => file.contentType === 'image/png');
  if (!png) throw new Error('No QR code in the mail');
  const image = PNG.sync.read(png.content);
  const found = jsQR(new Uint8ClampedArray(image.data), image.width, image.height);
  if (!found) throw new Error('The PNG of the mail holds no QR code');
  return found.data;
}

/** POST /api/admin/check-ins as the door sends it. */
export const checkIn = (body: object, cookie?: string): Promise<CallResult> =>
  call(adminCheckIns, '/api/admin/check-ins', { method: 'POST', body, cookie });
