import { describe, expect, it } from 'vitest';
import type { MailData, MailKind } from '../../../core/mail-kinds';
import { mailSettings } from '../../../server/mail-settings';
import { rsvpCancelToken, rsvpStopMailsToken, unsubscribeToken } from './mail-links';
import { MAIL_TEMPLATES, renderMail } from './mail-templates';

const SITE = 'https://venturinipresidente.it';

const STOP = {
  id: 3,
  title: 'Festa <b>in piazza</b>',
  location: 'Treviso',
  eventDate: '2025-11-15',
  eventTime: '18:30',
  description: null,
  address: 'Piazza dei Signori',
  createdAt: '2025-10-01T08:00:00.000Z',
  sequence: 2,
};

const SHIFT = {
  id: 4,
  title: 'Banchetto al <b>mercato</b>',
  activity: 'banchetti',
  place: 'Piazza delle Erbe',
  comune: 'Padova',
  date: '2025-11-08',
  start: '09:00',
  end: '12:30',
} as const;

/** One sample row's data per kind, with what a visitor could type into it. */
const SAMPLES: { [K in MailKind]: MailData[K] } = {
  'newsletter-confirm': { subscriptionId: 7, nonce: 'bm9uY2UtZGktcHJvdmE' },
  'newsletter-issue': {
    subscriptionId: 7,
    issueId: 1,
    issue: { subject: 'Le tappe\r\nBcc: x@example.it', body: 'Primo paragrafo.\n\nSecondo <b>paragrafo</b>.' },
  },
  'contact-notification': {
    name: 'Anna <script>alert(1)</script>',
    email: 'anna@example.it',
    phone: null,
    message: 'Ciao "a tutti" & <img src=x onerror=alert(1)>\nseconda riga',
  },
  'rsvp-request': {
    requestId: 5,
    nonce: 'bm9uY2UtZGktcHJvdmE',
    name: 'Anna <script>',
    people: 2,
    stop: STOP,
    held: null,
  },
  'rsvp-confirm': {
    rsvpId: 7,
    name: 'Anna<script> Bianchi',
    people: 1,
    stop: STOP,
    checkInCode: 'K7M4XR2P',
    referralCode: 'K7M2QX9P',
  },
  'rsvp-waiting': { rsvpId: 7, name: 'Anna', people: 2, stop: STOP, position: 3 },
  'rsvp-reminder': { rsvpId: 7, name: 'Anna', people: 3, stop: STOP },
  'rsvp-change': {
    rsvpId: 7,
    name: 'Anna',
    people: 2,
    stop: STOP,
    previous: { ...STOP, eventDate: '2025-11-14', eventTime: null, sequence: 1 },
  },
  'rsvp-cancelled': { name: 'Anna', stop: STOP },
  'rsvp-stop-deleted': { name: 'Anna', stop: STOP },
  'rsvp-message': {
    rsvpId: 7,
    name: 'Anna',
    stop: STOP,
    messageId: 1,
    message: { subject: 'Cambio\r\nBcc: x@example.it', body: 'Portate un ombrello.\n\nA <b>presto</b>!' },
  },
  'volunteer-confirm': { volunteerId: 7, nonce: 'bm9uY2UtZGktcHJvdmE', name: 'Anna <script>' },
  'volunteer-known': { name: 'Anna <script>', referralCode: 'K7M2QX9P' },
  'polling-assignment': {
    assignmentId: 9,
    name: 'Anna <script>',
    role: 'effettivo',
    section: { comune: 'Padova', number: 12, address: 'Scuola <b>Galilei</b>, via Roma 1' },
  },
  'polling-unassigned': {
    name: 'Anna <script>',
    role: 'effettivo',
    section: { comune: 'Padova', number: 12, address: 'Scuola Galilei, via Roma 1' },
  },
  'polling-declined': {
    name: 'Anna <script>',
    role: 'supplente',
    section: { comune: 'Padova', number: 12, address: 'Scuola Galilei, via Roma 1' },
  },
  'shift-request': { requestId: 5, nonce: 'bm9uY2UtZGktcHJvdmE', name: 'Anna <script>', shift: SHIFT, held: null },
  'shift-confirm': { rsvpId: 7, name: 'Anna', shift: SHIFT, promoted: true, referralCode: 'K7M2QX9P' },
  'shift-waiting': { rsvpId: 7, name: 'Anna', shift: SHIFT, position: 2 },
  'shift-cancelled': { name: 'Anna', shift: SHIFT },
  'shift-deleted': { name: 'Anna', shift: SHIFT },
  'shift-message': {
    rsvpId: 7,
    name: 'Anna',
    shift: SHIFT,
    messageId: 1,
    message: { subject: 'Cambio di gazebo', body: 'Ci troviamo al gazebo blu.' },
  },
  'shift-reminder': { rsvpId: 7, name: 'Anna', shift: SHIFT, late: true },
  'shift-change': { rsvpId: 7, name: 'Anna', shift: SHIFT, previous: { ...SHIFT, start: '08:30' } },
  'check-in-thanks': { name: 'Anna <script>', stop: STOP },
};

/** Each supporter mail's opt-out: its page and the RFC 8058 one-click URL, for the row id 7. */
const OPT_OUTS: Partial<Record<MailKind, [string, string]>> = {
  'newsletter-confirm': [
    `${SITE}/iscrizione/annulla?t=${unsubscribeToken(7)}`,
    `${SITE}/api/newsletter-subscriptions/unsubscribe?t=${unsubscribeToken(7)}`,
  ],
  'newsletter-issue': [
    `${SITE}/iscrizione/annulla?t=${unsubscribeToken(7)}`,
    `${SITE}/api/newsletter-subscriptions/unsubscribe?t=${unsubscribeToken(7)}`,
  ],
  ...Object.fromEntries(
    (['rsvp-confirm', 'rsvp-waiting', 'rsvp-reminder', 'rsvp-change', 'rsvp-message'] as const).map((kind) => [
      kind,
      // The page cancels, asking first; the mail app's one-click only stops the booking's mail (decision 0038).
      [
        `${SITE}/prenotazione/annulla?t=${rsvpCancelToken(7)}`,
        `${SITE}/api/rsvps/stop-mails?t=${rsvpStopMailsToken(7)}`,
      ],
    ]),
  ),
  ...Object.fromEntries(
    (['shift-confirm', 'shift-waiting', 'shift-reminder', 'shift-change', 'shift-message'] as const).map((kind) => [
      kind,
      [`${SITE}/turni/annulla?t=${rsvpCancelToken(7)}`, `${SITE}/api/rsvps/stop-mails?t=${rsvpStopMailsToken(7)}`],
    ]),
  ),
};

const kinds = Object.keys(MAIL_TEMPLATES) as MailKind[];
const render = (kind: MailKind) => renderMail(kind, SAMPLES[kind], SITE);

describe('the mail templates', () => {
  it.each(kinds)(
    '%s has a subject, a text part and an HTML part in Italian, with no remote resource nor image but its own',
    (kind) => {
      const mail = render(kind);
      expect(mail.subject.length).toBeGreaterThan(5);
      expect(mail.subject).not.toMatch(/[\r\n]/);
      expect(mail.text.length).toBeGreaterThan(50);
      expect(mail.html).toMatch(/^<!doctype html>\n<html lang="it">/);
      // Not even from what a visitor typed: the samples carry <img> and <script>.
      expect(mail.html).not.toMatch(/<(script|link|iframe|object|embed)\b|url\(|@import/i);
      // The one image a mail may show is one it carries (the check-in QR code, by its Content-ID).
      for (const [image] of mail.html.matchAll(/<img\b[^>]*>/gi)) {
        const cid = /src="cid:([^"]+)"/.exec(image)?.[1];
        expect(mail.attachments?.map((file) => file.cid)).toContain(cid);
      }
      expect(mail.html).not.toContain('<!--');
      expect(mail.text).not.toContain('<p');
    },
  );

  it.each(kinds)('%s breaks no word on a narrow screen: only a bare URL may break anywhere', (kind) => {
    const { html } = render(kind);
    // Every style that breaks inside words belongs to an element holding one URL and nothing else.
    const breaking = html.match(/break-all|overflow-wrap:anywhere/g) ?? [];
    const urlsOnly =
      html.match(/<span style="overflow-wrap:anywhere;word-break:break-all">https:\/\/[^\s<]+<\/span>/g) ?? [];
    expect(breaking).toHaveLength(urlsOnly.length * 2);
    // A sentence around a URL keeps its words: "copia questo indirizzo" is never cut mid-word.
    if (html.includes('copia questo indirizzo')) expect(urlsOnly.length).toBeGreaterThan(0);
  });

  it.each(kinds.filter((kind) => MAIL_TEMPLATES[kind].audience === 'supporter'))(
    '%s, to a supporter, carries its unsubscribe or cancel link in both parts and an https one-click URL',
    (kind) => {
      const mail = render(kind);
      const [page, oneClick] = OPT_OUTS[kind]!;
      expect(mail.text).toContain(page);
      expect(mail.html).toContain(`href="${page}"`);
      expect(mail.listUnsubscribe).toBe(oneClick);
      expect(mail.text).toContain('Titolare del trattamento');
    },
  );

  it.each(kinds.filter((kind) => MAIL_TEMPLATES[kind].audience === 'closing'))(
    '%s, the last word on a booking, says who sends it and carries nothing left to cancel',
    (kind) => {
      const mail = render(kind);
      expect(mail.text).toContain('Titolare del trattamento');
      expect(mail.listUnsubscribe).toBeUndefined();
      expect(mail.text).not.toContain('/prenotazione/annulla');
    },
  );

  it("attaches the stop's calendar entry, with its revision, to the mails about an upcoming stop", () => {
    for (const kind of ['rsvp-confirm', 'rsvp-reminder', 'rsvp-change'] as const) {
      const [file] = render(kind).attachments ?? [];
      expect(file?.filename, kind).toBe('tappa-3.ics');
      expect(file?.content, kind).toContain('SEQUENCE:2\r\n');
      expect(file?.content, kind).toContain('STATUS:CONFIRMED\r\n');
    }
    expect(render('rsvp-stop-deleted').attachments?.[0].content).toContain('STATUS:CANCELLED\r\n');
    expect(render('rsvp-cancelled').attachments).toBeUndefined();
    // A place in line is not a place: no calendar entry until it is confirmed.
    expect(render('rsvp-waiting').attachments).toBeUndefined();
  });

  it('says what changed in a change notice, before → after, and only that', () => {
    const { text } = render('rsvp-change');
    expect(text).toContain(
      'Data: venerdì 14 novembre 2025 → sabato 15 novembre 2025\nOrario: non indicato → 18:30\n\n',
    );
    expect(text).not.toContain('Luogo:');
    // By the first word of the name, escaped.
    expect(render('rsvp-confirm').html).toContain('Ciao Anna&#60;script&#62;,');
    expect(render('rsvp-confirm').text).not.toContain('Bianchi');
  });

  it("says what changed in a shift's change notice, and links its request to the shift's confirm page", () => {
    expect(render('shift-change').text).toContain('Orario: 08:30–12:30 → 09:00–12:30\n\n');
    expect(render('shift-change').text).not.toContain('Data:');
    expect(render('shift-request').text).toContain(`${SITE}/turni/conferma?t=`);
    expect(render('shift-reminder').subject).toBe('Promemoria: Banchetto al <b>mercato</b>, oggi dalle 09:00');
  });

  it('escapes what a visitor wrote in the HTML, keeps it as written in the text, and keeps one line in subjects', () => {
    const mail = render('contact-notification');
    expect(mail.html).toContain('Anna &#60;script&#62;alert(1)&#60;/script&#62;');
    expect(mail.html).toContain('&#38; &#60;img src=x onerror=alert(1)&#62;<br>seconda riga');
    expect(mail.text).toContain('Ciao "a tutti" & <img src=x onerror=alert(1)>\nseconda riga');
    expect(mail.subject).toBe('Nuovo messaggio dal sito: Anna <script>alert(1)</script>');
    expect(mail.listUnsubscribe).toBeUndefined();
    expect(render('newsletter-issue').subject).toBe('Le tappe Bcc: x@example.it');
  });

  it('lays a newsletter issue out in its paragraphs', () => {
    const mail = render('newsletter-issue');
    expect(mail.html).toContain('<p style="margin:0 0 16px">Primo paragrafo.</p>');
    expect(mail.html).toContain('Secondo &#60;b&#62;paragrafo&#60;/b&#62;.');
  });
});

const MAIL_VARIABLES = ['SMTP_URL', 'MAIL_FROM', 'CAMPAIGN_INBOX_EMAIL', 'SITE_URL', 'URL'] as const;

/** mailSettings() with exactly these mail variables in the environment. */
function settingsWith(env: Partial<Record<(typeof MAIL_VARIABLES)[number], string>>) {
  const saved = MAIL_VARIABLES.map((name) => [name, process.env[name]] as const);
  for (const name of MAIL_VARIABLES) {
    if (env[name] === undefined) delete process.env[name];
    else process.env[name] = env[name];
  }
  try {
    return mailSettings();
  } finally {
    for (const [name, value] of saved) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
  }
}

describe('mailSettings', () => {
  it('reads SMTP_URL, MAIL_FROM and CAMPAIGN_INBOX_EMAIL, and the origin from SITE_URL, then URL', () => {
    expect(
      settingsWith({
        SMTP_URL: 'smtps://utente:segreta@smtp-relay.brevo.com:465',
        MAIL_FROM: 'Giulia Venturini <noreply@venturinipresidente.it>',
        CAMPAIGN_INBOX_EMAIL: 'segreteria@venturinipresidente.it',
        URL: 'https://anteprima.netlify.app/',
      }),
    ).toEqual({
      smtpUrl: 'smtps://utente:segreta@smtp-relay.brevo.com:465',
      from: { name: 'Giulia Venturini', address: 'noreply@venturinipresidente.it' },
      campaignInbox: 'segreteria@venturinipresidente.it',
      siteUrl: 'https://anteprima.netlify.app',
      problems: [],
    });
    expect(settingsWith({ SITE_URL: 'https://a.example', URL: 'https://b.example' }).siteUrl).toBe('https://a.example');
  });

  it('without SMTP_URL is not configured, with a default sender on the site domain', () => {
    const settings = settingsWith({ SMTP_URL: '' });
    expect(settings).toMatchObject({ smtpUrl: undefined, problems: [], siteUrl: SITE });
    expect(settings.from).toEqual({ name: 'Giulia Venturini Presidente', address: 'noreply@venturinipresidente.it' });
  });

  it.each([
    [{ SMTP_URL: 'https://smtp.example.it' }, 'SMTP_URL'],
    [{ SMTP_URL: 'smtp.example.it:587' }, 'SMTP_URL'],
    [{ SMTP_URL: 'smtp://u:p@smtp.example.it', MAIL_FROM: 'Campagna' }, 'MAIL_FROM'],
    [{ SMTP_URL: 'smtp://u:p@smtp.example.it', CAMPAIGN_INBOX_EMAIL: 'segreteria' }, 'CAMPAIGN_INBOX_EMAIL'],
  ])('names the wrong setting, never its value, and sends nothing with %j', (env, variable) => {
    const settings = settingsWith(env);
    expect(settings.smtpUrl).toBeUndefined();
    expect(settings.problems).toHaveLength(1);
    expect(settings.problems[0]).toMatch(new RegExp(`^${variable} must be`));
    expect(settings.problems[0]).not.toContain('example.it');
  });
});
