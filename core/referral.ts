import { PAGE_ROUTES, tourStopPath } from './page-routes';
import { siteConfig } from './site-config';

/**
 * Bring a friend (docs/decisions/0042): a confirmed booking's or volunteer's own link, and the words that offer it.
 * Without yup: the confirmation pages and the mails read it alike.
 */

/** What a confirmed person is offered: their code, the path of their link on the site, and whom it brought so far. */
export interface Invitation {
  code: string;
  /** `/tappe/{id}?ref=CODE` for a stop's booking, `/volontari?ref=CODE` for a volunteer or a shift's sign-up. */
  path: string;
  /** Bookings, shift sign-ups and volunteers confirmed from the link. */
  recruited: number;
}

/** GET /api/admin/referrals: one owner of a code whose link brought someone. */
export interface Referral {
  name: string;
  code: string;
  recruited: number;
}

/** The link of a stop's booking: the same stop, for a friend to book. */
export const stopInvitationPath = (stopId: number, code: string) => `${tourStopPath(stopId)}?ref=${code}`;

/** The link of a volunteer or a shift's sign-up: the volunteers' page, its form and its shifts. */
export const volunteersInvitationPath = (code: string) => `${PAGE_ROUTES.volunteers.path}?ref=${code}`;

/** The message a friend receives, WhatsApp's first: one sentence and the link. */
export const invitationText = (url: string, what: 'stop' | 'volunteers') =>
  what === 'stop'
    ? `Io ci sarò alla tappa del tour di ${siteConfig.candidate.fullName}: vieni anche tu? Prenota qui: ${url}`
    : `Do una mano alla campagna di ${siteConfig.candidate.fullName}: unisciti anche tu! ${url}`;

/** WhatsApp's share link with the text: opens the app's chat picker on a phone, WhatsApp Web elsewhere. */
export const whatsappLink = (text: string) => `https://wa.me/?text=${encodeURIComponent(text)}`;

/** How many came from a person's link, as their page says it. */
export const recruitedSentence = (recruited: number) =>
  recruited === 0
    ? 'Finora nessuno si è iscritto dal tuo link: condividilo!'
    : recruited === 1
      ? 'Grazie a te si è iscritta 1 persona.'
      : `Grazie a te si sono iscritte ${recruited} persone.`;
