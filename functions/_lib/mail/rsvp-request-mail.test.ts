import { describe, expect, it } from 'vitest';
import { BOOKING_POLICY } from '../../../core/policy';
import type { MailData } from '../../../core/mail-kinds';
import { rsvpCancelToken, rsvpConfirmTokenFor } from './mail-links';
import { renderMail } from './mail-templates';

const SITE = 'https://venturinipresidente.it';
const REQUEST: MailData['rsvp-request'] = {
  requestId: 5,
  nonce: 'bm9uY2UtZGktcHJvdmE',
  name: 'Anna <script>',
  people: 2,
  stop: {
    id: 3,
    title: 'Festa in piazza',
    location: 'Treviso',
    eventDate: '2025-11-15',
    eventTime: '18:30',
    description: null,
    address: null,
    createdAt: '2025-10-01T08:00:00.000Z',
    sequence: 0,
  },
  held: null,
};
const CONFIRM_LINK = `${SITE}/prenotazione/conferma?t=${rsvpConfirmTokenFor(REQUEST.nonce)}`;

describe("a booking request's mail", () => {
  it('carries its confirm link in both parts, no name in its subject and nothing to unsubscribe from', () => {
    const mail = renderMail('rsvp-request', REQUEST, SITE);
    expect(mail.subject).toBe('Conferma la prenotazione: Festa in piazza, sabato 15 novembre 2025');
    expect(mail.text).toContain(CONFIRM_LINK);
    expect(mail.html).toContain(`href="${CONFIRM_LINK}"`);
    expect(mail.text).toContain(`il link vale ${BOOKING_POLICY.confirmLinkHours} ore`);
    expect(mail.text).toContain('Finché non confermi non teniamo nessun posto per te.');
    expect(mail.listUnsubscribe).toBeUndefined();
    expect(mail.attachments).toBeUndefined();
    expect(mail.text).toContain('Titolare del trattamento');
  });

  it("offers the held booking's change and cancel links to an address that holds one, and says ignoring keeps it", () => {
    const held = { rsvpId: 7, status: 'waiting' as const, people: 1, position: 2 };
    const mail = renderMail('rsvp-request', { ...REQUEST, held }, SITE);
    expect(mail.subject).toBe('Modifica la prenotazione: Festa in piazza, sabato 15 novembre 2025');
    expect(mail.text).toContain("in lista d'attesa per 1 persona, in posizione 2");
    expect(mail.text).toContain(CONFIRM_LINK);
    expect(mail.text).toContain(`${SITE}/prenotazione/annulla?t=${rsvpCancelToken(7)}`);
    expect(mail.text).toContain("ignora questa email: la tua prenotazione resta com'è");
    expect(mail.listUnsubscribe).toBeUndefined();
  });
});
