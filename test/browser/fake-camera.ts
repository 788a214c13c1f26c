import { writeFile } from 'node:fs/promises';
import { PNG } from 'pngjs';
import type { CaughtMail } from '../../scripts/mail-catcher';

/** The frame Chromium's fake camera shows: a phone camera's 4:3, even sides as 4:2:0 needs. */
const WIDTH = 640;
const HEIGHT = 480;
/** Frames in the file, which Chromium plays in a loop. */
const FRAMES = 5;

/**
 * The PNG a mail shows inline (its QR code): mailparser turns the HTML part's `cid:` image into a data: URL, so the
 * catcher's HTML carries the attachment's bytes.
 */
export function inlinePngOf(mail: CaughtMail): Buffer {
  const found = /<img src="data:image\/png;base64,([A-Za-z0-9+/=]+)"/.exec(mail.html);
  if (!found) throw new Error(`No inline PNG in the mail "${mail.subject}"`);
  return Buffer.from(found[1], 'base64');
}

/**
 * Writes a YUV4MPEG2 (4:2:0) video of the PNG centred on white, for Chromium's fake camera
 * (`--use-file-for-fake-video-capture`): what a phone held over the mail would film.
 */
export async function writeFakeCameraVideo(png: Buffer, file: string): Promise<void> {
  const image = PNG.sync.read(png);
  if (image.width > WIDTH || image.height > HEIGHT) throw new Error('The picture is larger than the frame');
  const luma = Buffer.alloc(WIDTH * HEIGHT, 235);
  const left = Math.floor((WIDTH - image.width) / 2);
  const top = Math.floor((HEIGHT - image.height) / 2);
  for (let y = 0; y < image.height; y++) {
    for (let x = 0; x < image.width; x++) {
      const at = (y * image.width + x) * 4;
      const [r, g, b] = [image.data[at], image.data[at + 1], image.data[at + 2]];
      // BT.601 luma, in video's 16–235 range.
      luma[(top + y) * WIDTH + left + x] = Math.round(16 + (219 * (0.299 * r + 0.587 * g + 0.114 * b)) / 255);
    }
  }
  const chroma = Buffer.alloc((WIDTH / 2) * (HEIGHT / 2) * 2, 128);
  const frame = Buffer.concat([Buffer.from('FRAME\n'), luma, chroma]);
  const header = Buffer.from(`YUV4MPEG2 W${WIDTH} H${HEIGHT} F10:1 Ip A1:1 C420jpeg\n`);
  await writeFile(file, Buffer.concat([header, ...Array.from({ length: FRAMES }, () => frame)]));
}
