import { mailParagraphs } from '../../../core/mail-text';
import { NEWSLETTER_POLICY, spanInWords } from '../../../core/policy';
import { siteConfig } from '../../../core/site-config';
import type { MailData, MailKind } from '../../../core/mail-kinds';
import { layOutMail, oneLine, senderNotice, type MailTemplate, type RenderedMail } from './mail-layout';
import { newsletterLinks } from './mail-links';
import { RSVP_TEMPLATES } from './rsvp-mails';
import { RSVP_REQUEST_MAIL } from './rsvp-request-mail';
import { VOLUNTEER_TEMPLATES } from './volunteer-mails';
import { SHIFT_TEMPLATES } from './shift-mails';
import { CHECK_IN_TEMPLATES } from './check-in-mail';
import { POLLING_TEMPLATES } from './polling-mails';

const CANDIDATE = `${siteConfig.candidate.fullName} Presidente`;

/**
 * Every kind of mail, in Italian, rendered when it is sent from the data its outbox row carries: a correction to a
 * template reaches the mail still waiting, and the statement that queues a mail stays small.
 */
export const MAIL_TEMPLATES: { [K in MailKind]: MailTemplate<K> } = {
  ...RSVP_TEMPLATES,
  ...VOLUNTEER_TEMPLATES,
  ...SHIFT_TEMPLATES,
  ...CHECK_IN_TEMPLATES,
  ...POLLING_TEMPLATES,
  'rsvp-request': RSVP_REQUEST_MAIL,
  'newsletter-confirm': {
    audience: 'supporter',
    render: ({ subscriptionId, nonce }, siteUrl) => {
      const links = newsletterLinks(siteUrl);
      const subject = `Conferma la tua iscrizione agli aggiornamenti di ${CANDIDATE}`;
      return {
        subject,
        ...layOutMail({
          title: "Conferma l'iscrizione",
          paragraphs: [
            `Hai chiesto di ricevere per email gli aggiornamenti della campagna di ${CANDIDATE}: le prossime tappe, gli appuntamenti e le novità.`,
            `Per confermare l'iscrizione apri il link qui sotto entro ${spanInWords(NEWSLETTER_POLICY.confirmLinkDays, 'days')} e premi «Conferma l'iscrizione». Finché non confermi non ti scriviamo.`,
          ],
          action: { label: "Conferma l'iscrizione", url: links.confirm(nonce) },
          footer: [
            "Non hai chiesto tu l'iscrizione? Ignora questa email: senza conferma al tuo indirizzo non arriverà nulla.",
            senderNotice(siteUrl),
          ],
          optOut: { label: 'Annulla questa richiesta', url: links.unsubscribePage(subscriptionId) },
        }),
        listUnsubscribe: links.oneClick(subscriptionId),
      };
    },
  },
  'newsletter-issue': {
    audience: 'supporter',
    render: ({ subscriptionId, issue }, siteUrl) => {
      if (!issue) throw new Error('The newsletter issue is missing');
      const links = newsletterLinks(siteUrl);
      return {
        subject: oneLine(issue.subject),
        ...layOutMail({
          title: oneLine(issue.subject),
          paragraphs: mailParagraphs(issue.body),
          footer: [
            `Ricevi questa email perché hai chiesto e confermato di ricevere gli aggiornamenti della campagna di ${CANDIDATE} su ${siteUrl}.`,
            senderNotice(siteUrl),
          ],
          optOut: { label: "Annulla l'iscrizione", url: links.unsubscribePage(subscriptionId) },
        }),
        listUnsubscribe: links.oneClick(subscriptionId),
      };
    },
  },
  'contact-notification': {
    audience: 'campaign',
    render: ({ name, email, phone, message }, siteUrl) => ({
      subject: `Nuovo messaggio dal sito: ${oneLine(name)}`,
      ...layOutMail({
        title: 'Nuovo messaggio dal modulo contatti',
        paragraphs: [`Nome: ${name}\nEmail: ${email}${phone ? `\nTelefono: ${phone}` : ''}`, message],
        action: { label: 'Apri i messaggi nel pannello', url: `${siteUrl}/admin#messaggi` },
        // Its Reply-To is the sender's address; "a Anna" would read wrong, so the line names no one.
        footer: ['Rispondendo a questa email scrivi direttamente a chi ha mandato il messaggio.'],
      }),
    }),
  },
};

/** The mail a row of the outbox stands for. */
export function renderMail<K extends MailKind>(kind: K, data: MailData[K], siteUrl: string): RenderedMail {
  const template = MAIL_TEMPLATES[kind] as MailTemplate<K> | undefined;
  if (!template) throw new Error(`No template for mail of kind ${kind}`);
  return template.render(data, siteUrl);
}
