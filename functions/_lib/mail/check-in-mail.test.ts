import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import { describe, expect, it } from 'vitest';
import type { CalendarStop } from '../../../core/schema/tour-event.schema';
import { renderMail } from './mail-templates';

const SITE = 'https://venturinipresidente.it';
const STOP: CalendarStop = {
  id: 3,
  title: 'Piazza dei Signori',
  location: 'Vicenza',
  eventDate: '2025-11-15',
  eventTime: '18:30',
  description: null,
  address: null,
  createdAt: '2025-10-01T10:00:00.000Z',
  sequence: 0,
};
const SHIFT = {
  id: 4,
  title: 'Banchetto',
  activity: 'banchetti',
  place: 'Piazza delle Erbe',
  comune: 'Padova',
  date: '2025-11-08',
  start: '09:00',
  end: '12:30',
} as const;

/** What a phone's camera would read off the PNG: jsQR, the door page's own decoder. */
function decode(png: Buffer): string | undefined {
  const image = PNG.sync.read(png);
  return jsQR(new Uint8ClampedArray(image.data), image.width, image.height)?.data;
}

describe("a confirmation's check-in code", () => {
  it.each([
    [
      'rsvp-confirm',
      renderMail('rsvp-confirm', { rsvpId: 7, name: 'Anna', people: 2, stop: STOP, checkInCode: 'K7M4XR2P' }, SITE),
    ],
    [
      'shift-confirm',
      renderMail('shift-confirm', { rsvpId: 7, name: 'Anna', shift: SHIFT, checkInCode: 'K7M4XR2P' }, SITE),
    ],
  ])('%s: a QR code PNG shown inline by its Content-ID, and the code in the text part', (_kind, mail) => {
    expect(mail.text).toContain('\nCodice di ingresso: K7M4XR2P\n');
    const qr = mail.attachments?.find((file) => file.contentType === 'image/png');
    expect(qr?.cid).toBeTruthy();
    expect(mail.html).toContain(`<img src="cid:${qr?.cid}" alt="Codice QR di ingresso K7M4XR2P"`);
    expect(Buffer.isBuffer(qr?.content)).toBe(true);
    expect(decode(qr?.content as Buffer)).toBe('K7M4XR2P');
  });

  it('is left out, image and words, when the booking is gone before its mail leaves', () => {
    const mail = renderMail('shift-confirm', { rsvpId: 7, name: 'Anna', shift: SHIFT }, SITE);
    expect(mail.text).not.toContain('Codice di ingresso');
    expect(mail.html).not.toContain('<img');
    expect(mail.attachments).toBeUndefined();
  });

  it('thanks a person who came once, by the first word of their name, with nothing to cancel', () => {
    const mail = renderMail('check-in-thanks', { name: 'Anna Bianchi', stop: STOP }, SITE);
    expect(mail.subject).toBe('Grazie per essere venuto/a: Piazza dei Signori');
    expect(mail.text).toContain('Ciao Anna, grazie per essere venuto/a alla tappa «Piazza dei Signori»');
    expect(mail.text).not.toContain('Bianchi');
    expect(mail.listUnsubscribe).toBeUndefined();
  });
});
