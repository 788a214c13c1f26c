import { formatLongDate } from '../../../core/dates';
import type { MailKind } from '../../../core/mail-kinds';
import { BOOKING_POLICY, SHIFT_POLICY, spanInWords } from '../../../core/policy';
import { type ShiftSnapshot } from '../../../core/schema/shift.schema';
import { SHIFT_ACTIVITY_LABELS } from '../../../core/shift-words';
import { mailParagraphs } from '../../../core/mail-text';
import { PAGE_ROUTES } from '../../../core/page-routes';
import { greeting, layOutMail, oneLine, senderNotice, type MailTemplate, type RenderedMail } from './mail-layout';
import { shiftLinks } from './mail-links';
import { checkInCodeMail } from './check-in-mail';
import { invitationParagraphs } from './invitation-mail';

type ShiftMailKind = Extract<MailKind, `shift-${string}`>;

const CONFIRM_LINK_LASTS = spanInWords(BOOKING_POLICY.confirmLinkHours, 'hours');

const when = (shift: ShiftSnapshot) => `${formatLongDate(shift.date)}, dalle ${shift.start} alle ${shift.end}`;
const whenAndWhere = (shift: ShiftSnapshot) =>
  `Attività: ${SHIFT_ACTIVITY_LABELS[shift.activity]}\nQuando: ${when(shift)}\nDove: ${shift.place}, ${shift.comune}`;

/** Why a person gets the mails about their shift (GDPR art. 13), and who sends them. */
const shiftFooter = (siteUrl: string) => [
  `Ricevi questa email perché ti sei preso/a un turno da volontario/a su ${siteUrl} e hai acconsentito a essere contattato/a per questo turno.`,
  senderNotice(siteUrl),
];

/** What a change notice lists, each as "before → after" when it changed. */
const CHANGES: { label: string; read: (shift: ShiftSnapshot) => string }[] = [
  { label: 'Data', read: (shift) => formatLongDate(shift.date) },
  { label: 'Orario', read: (shift) => `${shift.start}–${shift.end}` },
  { label: 'Luogo', read: (shift) => `${shift.place}, ${shift.comune}` },
];

/** A mail about a sign-up that still exists: its cancel link and the one-click stop of its mail. */
function aboutSignup(
  siteUrl: string,
  rsvpId: number,
  mail: { subject: string; title: string; paragraphs: string[]; checkInCode?: string },
): RenderedMail {
  const links = shiftLinks(siteUrl);
  const door = checkInCodeMail(mail.checkInCode);
  return {
    subject: oneLine(mail.subject),
    ...layOutMail({
      title: mail.title,
      paragraphs: [...mail.paragraphs, ...door.paragraphs],
      image: door.image,
      footer: shiftFooter(siteUrl),
      optOut: { label: 'Annulla il turno', url: links.cancelPage(rsvpId) },
    }),
    listUnsubscribe: links.oneClick(rsvpId),
    attachments: door.attachments.length > 0 ? door.attachments : undefined,
  };
}

const lateReminder = spanInWords(SHIFT_POLICY.lateReminderHours, 'hours');

/** The mails of a volunteer's shift: the request's link, confirmation, place in line, reminders, change, cancellation. */
export const SHIFT_TEMPLATES: { [K in ShiftMailKind]: MailTemplate<K> } = {
  'shift-request': {
    audience: 'request',
    render: ({ nonce, name, shift, held }, siteUrl) => {
      const links = shiftLinks(siteUrl);
      return {
        subject: oneLine(`Conferma il turno: ${shift.title}, ${formatLongDate(shift.date)}`),
        ...layOutMail({
          title: held ? 'Questo turno è già tuo' : 'Conferma il tuo turno',
          paragraphs: held
            ? [
                `${greeting(name)}, per il turno «${shift.title}» sei già ${held.status === 'confirmed' ? 'confermato/a' : `in lista d'attesa, in posizione ${held.position}`}.`,
                whenAndWhere(shift),
                "Non devi fare altro: ignora questa email e il turno resta com'è.",
              ]
            : [
                `${greeting(name)}, hai chiesto di prenderti il turno «${shift.title}».`,
                whenAndWhere(shift),
                `Per completare premi il pulsante qui sotto e poi «Conferma il turno» nella pagina che si apre: il link vale ${CONFIRM_LINK_LASTS}. Finché non confermi non teniamo nessun posto per te.`,
              ],
          action: { label: 'Conferma il turno', url: links.confirmPage(nonce) },
          footer: [
            "Non l'hai chiesto tu? Ignora questa email: senza conferma non registriamo nulla e a questo indirizzo non scriveremo altro.",
            senderNotice(siteUrl),
          ],
          optOut: held ? { label: 'Annulla il turno', url: links.cancelPage(held.rsvpId) } : undefined,
        }),
      };
    },
  },
  'shift-confirm': {
    audience: 'supporter',
    render: ({ rsvpId, name, shift, promoted, checkInCode, referralCode }, siteUrl) =>
      aboutSignup(siteUrl, rsvpId, {
        checkInCode,
        subject: `Turno confermato: ${shift.title}, ${formatLongDate(shift.date)}`,
        title: promoted ? 'Si è liberato un posto!' : 'Grazie, il turno è tuo!',
        paragraphs: [
          promoted
            ? `${greeting(name)}, si è liberato un posto: il turno «${shift.title}» è tuo.`
            : `${greeting(name)}, il turno «${shift.title}» è confermato.`,
          whenAndWhere(shift),
          `Ti scriveremo un promemoria il giorno prima e uno ${lateReminder} prima dell'inizio e, se il turno cambia data, orario o luogo, ti avviseremo.`,
          ...invitationParagraphs(siteUrl, referralCode, null),
        ],
      }),
  },
  'shift-waiting': {
    audience: 'supporter',
    render: ({ rsvpId, name, shift, position }, siteUrl) =>
      aboutSignup(siteUrl, rsvpId, {
        subject: `Lista d'attesa: ${shift.title}, ${formatLongDate(shift.date)}`,
        title: "Sei in lista d'attesa",
        paragraphs: [
          `${greeting(name)}, il turno «${shift.title}» è al completo: sei in lista d'attesa, in posizione ${position}.`,
          whenAndWhere(shift),
          'Se si libera un posto ti confermiamo il turno e ti scriviamo subito. Se non ti interessa più, annulla con il link qui sotto.',
        ],
      }),
  },
  'shift-reminder': {
    audience: 'supporter',
    render: ({ rsvpId, name, shift, late }, siteUrl) =>
      aboutSignup(siteUrl, rsvpId, {
        subject: `Promemoria: ${shift.title}, ${late ? `oggi dalle ${shift.start}` : when(shift)}`,
        title: late ? 'Tra poco si comincia!' : 'Domani ti aspettiamo!',
        paragraphs: [
          `${greeting(name)}, ti ricordiamo il turno «${shift.title}» che ti sei preso/a.`,
          whenAndWhere(shift),
          'Se non puoi più esserci, annulla il turno con il link qui sotto: libererai il posto per qualcun altro.',
        ],
      }),
  },
  'shift-change': {
    audience: 'supporter',
    render: ({ rsvpId, name, shift, previous }, siteUrl) =>
      aboutSignup(siteUrl, rsvpId, {
        subject: `Cambio di programma: ${shift.title}`,
        title: 'Il turno è cambiato',
        paragraphs: [
          `${greeting(name)}, il turno «${previous.title}» che ti sei preso/a è cambiato:`,
          CHANGES.filter(({ read }) => read(previous) !== read(shift))
            .map(({ label, read }) => `${label}: ${read(previous)} → ${read(shift)}`)
            .join('\n'),
          `Il nuovo programma:\n${whenAndWhere(shift)}`,
          'Se con il nuovo programma non puoi esserci, annulla il turno con il link qui sotto.',
        ],
      }),
  },
  'shift-cancelled': {
    audience: 'closing',
    render: ({ name, shift, byStaff }, siteUrl) => ({
      subject: oneLine(`Turno annullato: ${shift.title}`),
      ...layOutMail({
        title: 'Turno annullato',
        paragraphs: [
          byStaff
            ? `${greeting(name)}, lo staff della campagna ha annullato il tuo turno «${shift.title}» (${when(shift)}): non riceverai altre email su questo turno.`
            : `${greeting(name)}, il tuo turno «${shift.title}» (${when(shift)}) è stato annullato: non riceverai altre email su questo turno.`,
          'Grazie comunque: se cambi idea puoi prenderti di nuovo un turno dal sito.',
        ],
        footer: [
          `Ricevi questa email perché è stato annullato un turno preso con questo indirizzo su ${siteUrl}.`,
          senderNotice(siteUrl),
        ],
      }),
    }),
  },
  'shift-deleted': {
    audience: 'closing',
    render: ({ name, shift }, siteUrl) => ({
      subject: oneLine(`Turno annullato: ${shift.title}, ${formatLongDate(shift.date)}`),
      ...layOutMail({
        title: 'Il turno è stato annullato',
        paragraphs: [
          `${greeting(name)}, ci dispiace: lo staff della campagna ha annullato il turno «${shift.title}» (${when(shift)}, ${shift.place}, ${shift.comune}), e con esso la tua adesione.`,
          'Grazie della disponibilità: gli altri turni sono sulla pagina dei volontari, ti aspettiamo!',
        ],
        action: { label: 'I prossimi turni', url: `${siteUrl}${PAGE_ROUTES.volunteers.path}` },
        footer: shiftFooter(siteUrl),
      }),
    }),
  },
  'shift-message': {
    audience: 'supporter',
    render: ({ rsvpId, name, shift, message }, siteUrl) => {
      if (!message) throw new Error('The shift message is missing');
      return aboutSignup(siteUrl, rsvpId, {
        subject: message.subject,
        title: oneLine(message.subject),
        paragraphs: [
          `${greeting(name)}, ti scriviamo dallo staff della campagna per il turno «${shift.title}» che ti sei preso/a.`,
          ...mailParagraphs(message.body),
          whenAndWhere(shift),
        ],
      });
    },
  },
};
