import { formatLongDate } from '../../../core/dates';
import { BOOKING_POLICY, spanInWords } from '../../../core/policy';
import type { MailTemplate } from './mail-layout';
import { greeting, layOutMail, oneLine, senderNotice } from './mail-layout';
import { rsvpLinks } from './mail-links';
import { people, whenAndWhere } from './rsvp-mails';

const CONFIRM_LINK_LASTS = spanInWords(BOOKING_POLICY.confirmLinkHours, 'hours');

/**
 * The mail of a booking request: its link opens the page whose button confirms it. Anyone can type any address into
 * the form, so it takes nothing and promises nothing until that click: the typed name is not in its subject, and an
 * address that already holds a booking is told so, with the links that change or cancel it, and that ignoring the
 * mail leaves it as it is.
 */
export const RSVP_REQUEST_MAIL: MailTemplate<'rsvp-request'> = {
  audience: 'request',
  render: ({ nonce, name, people: count, stop, held }, siteUrl) => {
    const links = rsvpLinks(siteUrl);
    const heldNow = held
      ? held.status === 'confirmed'
        ? `confermata per ${people(held.people)}`
        : `in lista d'attesa per ${people(held.people)}, in posizione ${held.position}`
      : '';
    return {
      subject: oneLine(
        `${held ? 'Modifica la prenotazione' : 'Conferma la prenotazione'}: ${stop.title}, ${formatLongDate(stop.eventDate)}`,
      ),
      ...layOutMail({
        title: held ? 'Vuoi cambiare la prenotazione?' : 'Conferma la tua prenotazione',
        paragraphs: held
          ? [
              `${greeting(name)}, hai già una prenotazione per la tappa «${stop.title}»: ${heldNow}. Ci è arrivata una richiesta di cambiarla in ${people(count)}.`,
              whenAndWhere(stop),
              `Per cambiarla premi il pulsante qui sotto e conferma nella pagina che si apre: il link vale ${CONFIRM_LINK_LASTS}. Se non vuoi cambiarla, ignora questa email: la tua prenotazione resta com'è.`,
            ]
          : [
              `${greeting(name)}, hai chiesto di prenotare la tappa «${stop.title}» per ${people(count)}.`,
              whenAndWhere(stop),
              `Per completare la prenotazione premi il pulsante qui sotto e poi «Conferma la prenotazione» nella pagina che si apre: il link vale ${CONFIRM_LINK_LASTS}. Finché non confermi non teniamo nessun posto per te.`,
            ],
        action: { label: held ? 'Cambia la prenotazione' : 'Conferma la prenotazione', url: links.confirmPage(nonce) },
        footer: [
          held
            ? 'Non hai chiesto tu di cambiarla? Ignora questa email: senza conferma non cambia nulla.'
            : "Non l'hai chiesto tu? Ignora questa email: senza conferma non registriamo nessuna prenotazione e a questo indirizzo non scriveremo altro.",
          senderNotice(siteUrl),
        ],
        optOut: held ? { label: 'Annulla la prenotazione', url: links.cancelPage(held.rsvpId) } : undefined,
      }),
    };
  },
};
