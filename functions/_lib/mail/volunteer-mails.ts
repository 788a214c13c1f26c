import { VOLUNTEER_POLICY, spanInWords } from '../../../core/policy';
import { siteConfig } from '../../../core/site-config';
import { greeting, layOutMail, senderNotice, type MailTemplate } from './mail-layout';
import { volunteerLinks } from './mail-links';
import { invitationParagraphs } from './invitation-mail';

const CANDIDATE = `${siteConfig.candidate.fullName} Presidente`;

/**
 * The mails of a volunteer's sign-up. Anyone can type any address into the form, so the sign-up's mail records
 * nothing until its link is clicked, and the typed name is never in a subject; an address already among the
 * volunteers is told so, and nothing is recorded again.
 */
export const VOLUNTEER_TEMPLATES: {
  'volunteer-confirm': MailTemplate<'volunteer-confirm'>;
  'volunteer-known': MailTemplate<'volunteer-known'>;
} = {
  'volunteer-confirm': {
    audience: 'request',
    render: ({ nonce, name }, siteUrl) => ({
      subject: `Conferma la tua disponibilità come volontario/a per ${CANDIDATE}`,
      ...layOutMail({
        title: 'Conferma la tua disponibilità',
        paragraphs: [
          `${greeting(name)}, hai chiesto di dare una mano alla campagna di ${CANDIDATE} come volontario/a.`,
          `Per confermare premi il pulsante qui sotto e poi «Conferma la disponibilità» nella pagina che si apre: il link vale ${spanInWords(VOLUNTEER_POLICY.confirmLinkHours, 'hours')}. Finché non confermi non registriamo la tua disponibilità.`,
        ],
        action: { label: 'Conferma la disponibilità', url: volunteerLinks(siteUrl).confirmPage(nonce) },
        footer: [
          "Non l'hai chiesto tu? Ignora questa email: senza conferma non registriamo nulla e a questo indirizzo non scriveremo altro.",
          senderNotice(siteUrl),
        ],
      }),
    }),
  },
  'volunteer-known': {
    audience: 'request',
    render: ({ name, referralCode }, siteUrl) => ({
      subject: `Sei già tra i volontari di ${CANDIDATE}`,
      ...layOutMail({
        title: 'Sei già tra i volontari',
        paragraphs: [
          `${greeting(name)}, ci è arrivata una nuova offerta di disponibilità da questo indirizzo, che è già tra i volontari della campagna di ${CANDIDATE}: non abbiamo registrato nulla di nuovo.`,
          'Se vuoi cambiare le attività o la disponibilità che ci hai indicato, scrivici dalla pagina Contatti del sito.',
          ...invitationParagraphs(siteUrl, referralCode, null),
        ],
        action: { label: 'La pagina dei volontari', url: volunteerLinks(siteUrl).page },
        footer: ["Non l'hai chiesto tu? Ignora questa email: non cambia nulla.", senderNotice(siteUrl)],
      }),
    }),
  },
};
