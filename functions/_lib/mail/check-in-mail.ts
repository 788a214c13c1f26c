import { PNG } from 'pngjs';
import { create } from 'qrcode';
import { formatLongDate } from '../../../core/dates';
import { PAGE_ROUTES } from '../../../core/page-routes';
import {
  greeting,
  layOutMail,
  oneLine,
  senderNotice,
  type MailImage,
  type MailTemplate,
  type RenderedMail,
} from './mail-layout';

/** The attachment's Content-ID, which the HTML part's image names (`cid:`): mail clients drop SVG and many data: URIs. */
const QR_CID = 'codice-ingresso@campagna';
/** Pixels per module, and the quiet zone of 4 modules the QR standard asks around the symbol. */
const MODULE_PIXELS = 8;
const QUIET_MODULES = 4;
/** How wide the mail shows it, in CSS pixels: large enough for a phone's camera at arm's length. */
const SHOWN_PIXELS = 220;

/** A check-in code as a QR code in a greyscale PNG: black modules on white, with its quiet zone. */
export function checkInQrPng(code: string): Buffer {
  const { modules } = create(code, { errorCorrectionLevel: 'M' });
  const side = (modules.size + 2 * QUIET_MODULES) * MODULE_PIXELS;
  const png = new PNG({ width: side, height: side });
  png.data.fill(255);
  for (let y = 0; y < side; y++) {
    const row = Math.floor(y / MODULE_PIXELS) - QUIET_MODULES;
    for (let x = 0; x < side; x++) {
      const column = Math.floor(x / MODULE_PIXELS) - QUIET_MODULES;
      const inside = row >= 0 && column >= 0 && row < modules.size && column < modules.size;
      if (inside && modules.get(row, column)) {
        const at = (y * side + x) * 4;
        png.data[at] = png.data[at + 1] = png.data[at + 2] = 0;
      }
    }
  }
  return PNG.sync.write(png, { colorType: 0 });
}

/**
 * What a confirmation adds for the door (docs/decisions/0041): the code in words, its QR code as an inline PNG, and
 * nothing at all without a code (a booking gone before its mail left).
 */
export function checkInCodeMail(code: string | undefined): {
  paragraphs: string[];
  image?: MailImage;
  attachments: NonNullable<RenderedMail['attachments']>;
} {
  if (!code) return { paragraphs: [], attachments: [] };
  return {
    paragraphs: [
      "All'ingresso mostra il codice QR di questa email, oppure detta il codice:",
      `Codice di ingresso: ${code}`,
    ],
    image: { cid: QR_CID, alt: `Codice QR di ingresso ${code}`, width: SHOWN_PIXELS },
    attachments: [
      {
        filename: `codice-ingresso-${code}.png`,
        content: checkInQrPng(code),
        contentType: 'image/png',
        cid: QR_CID,
      },
    ],
  };
}

/** After a stop, to each person checked in at its door: one thank-you, the last mail about that stop. */
export const CHECK_IN_TEMPLATES: { 'check-in-thanks': MailTemplate<'check-in-thanks'> } = {
  'check-in-thanks': {
    audience: 'closing',
    render: ({ name, stop }, siteUrl) => ({
      subject: oneLine(`Grazie per essere venuto/a: ${stop.title}`),
      ...layOutMail({
        title: 'Grazie di esserci stato/a!',
        paragraphs: [
          `${greeting(name)}, grazie per essere venuto/a alla tappa «${stop.title}» del ${formatLongDate(stop.eventDate)}.`,
          'Ogni persona in piazza conta: le prossime tappe del tour sono sul sito, e se vuoi dare una mano puoi offrire il tuo tempo come volontario/a.',
        ],
        action: { label: 'Le prossime tappe', url: `${siteUrl}${PAGE_ROUTES.tourStop.listedAt}` },
        footer: [
          `Ricevi questa email, una sola volta, perché sei stato/a registrato/a all'ingresso della tappa e hai acconsentito a essere contattato/a per questo evento su ${siteUrl}.`,
          senderNotice(siteUrl),
        ],
      }),
    }),
  },
};
