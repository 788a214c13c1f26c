import { escapeHtml } from '../../../core/html';
import { BOOKING_POLICY } from '../../../core/policy';
import { siteConfig } from '../../../core/site-config';
import type { MailData, MailKind } from '../../../core/mail-kinds';

/** A mail ready for nodemailer. */
export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
  /** RFC 8058: the https URL a mail client POSTs to unsubscribe (or cancel) in one click (List-Unsubscribe). */
  listUnsubscribe?: string;
  /** Files sent with the mail (a stop's .ics for a booking; the check-in QR code, shown inline by its `cid`). */
  attachments?: { filename: string; content: string | Buffer; contentType: string; cid?: string }[];
}

/** How one kind of mail is written (functions/_lib/mail/mail-templates.ts holds them all). */
export interface MailTemplate<K extends MailKind> {
  /**
   * To whom: a supporter's mail always carries an unsubscribe or cancel link and its one-click URL; a supporter's
   * closing mail, about something that no longer exists (a cancelled booking, a deleted stop), has nothing left to
   * cancel; a request's mail asks its reader to confirm by its link, and nothing is subscribed before; the
   * campaign's own notifications carry none.
   */
  audience: 'supporter' | 'closing' | 'request' | 'campaign';
  render(data: MailData[K], siteUrl: string): RenderedMail;
}

/** A subject is one line whatever a visitor typed. */
export const oneLine = (value: string) => value.replace(/\s+/g, ' ').trim();

/**
 * "Ciao Marta": the first word of the name a visitor typed, cut to BOOKING_POLICY.nameInMailChars. Anyone can type
 * any name with any address, so it never goes into a subject, and in a body it is short and escaped.
 */
export const greeting = (name: string) =>
  `Ciao ${[...(oneLine(name).split(' ')[0] ?? '')].slice(0, BOOKING_POLICY.nameInMailChars).join('')}`;

/** An image attached to the mail and shown in its HTML part by its Content-ID (`cid:`), never fetched from afar. */
export interface MailImage {
  cid: string;
  alt: string;
  /** Its width (and height: it is square) as shown, in CSS pixels. */
  width: number;
}

/**
 * One mail's content, written once and laid out twice: as plain text and as simple HTML in the campaign's colours
 * (web/styles/global.css). No remote resources, no tracking: the HTML is the text, styled inline, and at most one
 * image the mail carries itself (the check-in QR code).
 */
export interface MailContent {
  /** The first line, as a heading. */
  title: string;
  /** Paragraphs of plain text; a line break inside one is kept. */
  paragraphs: readonly string[];
  /** Shown after the paragraphs in the HTML part; the text part says the same in its paragraphs. */
  image?: MailImage;
  /** The one thing to do, as a button (and a bare URL in the text part). */
  action?: { label: string; url: string };
  /** Small print under a rule: why the person gets this mail, who sends it. */
  footer: readonly string[];
  /** The unsubscribe or cancel link every mail to a supporter carries. */
  optOut?: { label: string; url: string };
}

const COLOURS = {
  primary: '#0b3d91',
  accent: '#c8102e',
  text: '#1b1f24',
  muted: '#4a5360',
  surface: '#f3f5f9',
  border: '#c9d1dc',
} as const;

const FONT = "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif";

const htmlLines = (value: string) => escapeHtml(value).replace(/\r?\n/g, '<br>');

/**
 * A URL written out for copying: it alone may break anywhere, since a link is one long word a phone cannot fit;
 * the sentence around it keeps its words whole.
 */
const bareUrl = (url: string) => `<span style="overflow-wrap:anywhere;word-break:break-all">${escapeHtml(url)}</span>`;

function textPart(content: MailContent): string {
  const parts = [content.title, ...content.paragraphs];
  if (content.action) parts.push(`${content.action.label}:\n${content.action.url}`);
  parts.push('--', ...content.footer);
  if (content.optOut) parts.push(`${content.optOut.label}:\n${content.optOut.url}`);
  return `${parts.join('\n\n')}\n`;
}

function htmlPart(content: MailContent): string {
  const paragraph = (value: string) => `<p style="margin:0 0 16px">${htmlLines(value)}</p>`;
  const small = (value: string) =>
    `<p style="margin:0 0 8px;font-size:13px;color:${COLOURS.muted}">${htmlLines(value)}</p>`;
  const action = content.action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(content.action.url)}" style="display:inline-block;padding:12px 20px;background:${COLOURS.primary};color:#ffffff;font-weight:bold;text-decoration:none;border-radius:10px">${escapeHtml(content.action.label)}</a></p>
<p style="margin:0 0 16px;font-size:13px;color:${COLOURS.muted}">Se il pulsante non funziona, copia questo indirizzo nel browser: ${bareUrl(content.action.url)}</p>`
    : '';
  const image = content.image
    ? `<p style="margin:0 0 16px"><img src="cid:${escapeHtml(content.image.cid)}" alt="${escapeHtml(content.image.alt)}" width="${content.image.width}" height="${content.image.width}" style="display:block;width:${content.image.width}px;height:${content.image.width}px;border:0"></p>\n`
    : '';
  const optOut = content.optOut
    ? `<p style="margin:8px 0 0;font-size:13px"><a href="${escapeHtml(content.optOut.url)}" style="color:${COLOURS.primary}">${escapeHtml(content.optOut.label)}</a></p>`
    : '';
  return `<!doctype html>
<html lang="it">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light">
<title>${escapeHtml(content.title)}</title>
</head>
<body style="margin:0;padding:0;background:${COLOURS.surface};color:${COLOURS.text};font-family:${FONT};font-size:16px;line-height:1.5">
<div style="max-width:600px;margin:0 auto;padding:24px 16px">
<div style="background:#ffffff;border-top:6px solid ${COLOURS.accent};border-radius:10px;padding:24px;overflow-wrap:break-word">
<p style="margin:0 0 8px;font-size:14px;font-weight:bold;letter-spacing:0.04em;text-transform:uppercase;color:${COLOURS.primary}">${escapeHtml(siteConfig.candidate.fullName)} Presidente</p>
<h1 style="margin:0 0 16px;font-size:24px;line-height:1.25;color:${COLOURS.primary}">${escapeHtml(content.title)}</h1>
${content.paragraphs.map(paragraph).join('\n')}
${image}${action}
<hr style="border:0;border-top:1px solid ${COLOURS.border};margin:24px 0 16px">
${content.footer.map(small).join('\n')}
${optOut}
</div>
</div>
</body>
</html>
`;
}

/** The text and HTML parts of a mail. */
export function layOutMail(content: MailContent): { text: string; html: string } {
  return { text: textPart(content), html: htmlPart(content) };
}

/** Who sends the mail and why, for the small print of every mail to a supporter (GDPR art. 13). */
export const senderNotice = (siteUrl: string): string =>
  `Titolare del trattamento: ${siteConfig.dataController.name}, ${siteConfig.dataController.address}. ` +
  `Informativa privacy: ${siteUrl}/privacy`;
