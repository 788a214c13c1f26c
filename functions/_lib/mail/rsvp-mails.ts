import { formatLongDate } from '../../../core/dates';
import type { MailKind } from '../../../core/mail-kinds';
import { mailParagraphs } from '../../../core/mail-text';
import { PAGE_ROUTES } from '../../../core/page-routes';
import { reminderWhen } from '../../../core/policy';
import type { CalendarStop } from '../../../core/schema/tour-event.schema';
import { siteConfig } from '../../../core/site-config';
import { formatStopWhen } from '../../../core/stop-time';
import { tourCalendar } from '../ics';
import { greeting, layOutMail, oneLine, senderNotice, type MailTemplate, type RenderedMail } from './mail-layout';
import { rsvpLinks } from './mail-links';
import { checkInCodeMail } from './check-in-mail';
import { invitationParagraphs } from './invitation-mail';

/** The mails about a booking (the request's, which asks to confirm one, is rsvp-request-mail.ts). */
type RsvpMailKind = Exclude<Extract<MailKind, `rsvp-${string}`>, 'rsvp-request'>;

const CANDIDATE = `${siteConfig.candidate.fullName} Presidente`;

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

export const people = (count: number) => (count === 1 ? '1 persona' : `${count} persone`);
const place = (stop: CalendarStop) => [stop.location, stop.address].filter(Boolean).join(', ');
export const whenAndWhere = (stop: CalendarStop) => `Quando: ${formatStopWhen(stop)}\nDove: ${place(stop)}`;

/** The stop's calendar entry, to open in a calendar app: it replaces the one added before (same UID). */
const calendarFile = (
  stop: CalendarStop,
  siteUrl: string,
  cancelled = false,
): NonNullable<RenderedMail['attachments']> => [
  {
    filename: `tappa-${stop.id}.ics`,
    content: tourCalendar([stop], siteUrl, { cancelled }),
    contentType: 'text/calendar; charset=utf-8',
  },
];

/** Why a person gets the mails about their booking (GDPR art. 13), and who sends them. */
export const bookingFooter = (siteUrl: string) => [
  `Ricevi questa email perché hai prenotato una tappa del tour di ${CANDIDATE} su ${siteUrl} e hai acconsentito a essere contattato/a per questo evento.`,
  senderNotice(siteUrl),
];

/** What a change notice lists, each as "before → after" when it changed. */
const CHANGES: { label: string; read: (stop: CalendarStop) => string }[] = [
  { label: 'Data', read: (stop) => formatLongDate(stop.eventDate) },
  { label: 'Orario', read: (stop) => stop.eventTime ?? 'non indicato' },
  { label: 'Luogo', read: (stop) => stop.location },
  { label: 'Indirizzo', read: (stop) => stop.address ?? 'non indicato' },
];

/** "Data: sabato 15 novembre 2025 → domenica 16 novembre 2025", one line per detail that changed. */
function describeChange(previous: CalendarStop, stop: CalendarStop): string {
  return CHANGES.filter(({ read }) => read(previous) !== read(stop))
    .map(({ label, read }) => `${label}: ${read(previous)} → ${read(stop)}`)
    .join('\n');
}

/**
 * A mail about a booking that still exists: its stop's link, its cancel link and the one-click stop of its mail; the stop's
 * calendar entry unless `calendar` is false (a place in line is not a place; a message changes nothing).
 */
function aboutBooking(
  siteUrl: string,
  rsvpId: number,
  mail: {
    subject: string;
    title: string;
    paragraphs: string[];
    stop: CalendarStop;
    calendar?: boolean;
    checkInCode?: string;
  },
): RenderedMail {
  const links = rsvpLinks(siteUrl);
  const door = checkInCodeMail(mail.checkInCode);
  const files = [...(mail.calendar === false ? [] : calendarFile(mail.stop, siteUrl)), ...door.attachments];
  return {
    subject: oneLine(mail.subject),
    ...layOutMail({
      title: mail.title,
      paragraphs: [...mail.paragraphs, ...door.paragraphs],
      image: door.image,
      action: { label: 'Vedi la tappa', url: links.stop(mail.stop.id) },
      footer: bookingFooter(siteUrl),
      optOut: { label: 'Annulla la prenotazione', url: links.cancelPage(rsvpId) },
    }),
    listUnsubscribe: links.oneClick(rsvpId),
    attachments: files.length > 0 ? files : undefined,
  };
}

/** The mails about a booking ("Ci sarò"): confirmation, reminder, change notices, cancellation. */
export const RSVP_TEMPLATES: { [K in RsvpMailKind]: MailTemplate<K> } = {
  'rsvp-confirm': {
    audience: 'supporter',
    render: ({ rsvpId, name, people: count, stop, promoted, checkInCode, referralCode }, siteUrl) =>
      aboutBooking(siteUrl, rsvpId, {
        checkInCode,
        subject: `Prenotazione confermata: ${stop.title}, ${formatLongDate(stop.eventDate)}`,
        title: promoted ? 'Si è liberato un posto!' : 'Ci vediamo alla tappa!',
        stop,
        paragraphs: [
          promoted
            ? `${greeting(name)}, si è liberato un posto: la tua prenotazione per «${stop.title}» (${people(count)}) è confermata.`
            : `${greeting(name)}, la tua prenotazione per «${stop.title}» (${people(count)}) è confermata.`,
          whenAndWhere(stop),
          `In allegato trovi la tappa da aggiungere al tuo calendario. ${capitalised(reminderWhen())} ti scriveremo un promemoria e, se la tappa cambia data, orario o luogo, ti avviseremo.`,
          'Per cambiare il numero di persone, prenota di nuovo dalla pagina della tappa con lo stesso indirizzo email: ti chiederemo di confermare la modifica.',
          ...invitationParagraphs(siteUrl, referralCode, stop.id),
        ],
      }),
  },
  'rsvp-waiting': {
    audience: 'supporter',
    render: ({ rsvpId, name, people: count, stop, position }, siteUrl) =>
      aboutBooking(siteUrl, rsvpId, {
        subject: `Lista d'attesa: ${stop.title}, ${formatLongDate(stop.eventDate)}`,
        title: "Sei in lista d'attesa",
        stop,
        calendar: false,
        paragraphs: [
          `${greeting(name)}, alla tappa «${stop.title}» non ci sono abbastanza posti liberi per la tua prenotazione (${people(count)}): è in lista d'attesa, in posizione ${position}.`,
          whenAndWhere(stop),
          'Se si libera un posto ti confermiamo la prenotazione e ti scriviamo subito, con la tappa da aggiungere al calendario. Se non ti interessa più, annulla con il link qui sotto.',
        ],
      }),
  },
  'rsvp-reminder': {
    audience: 'supporter',
    render: ({ rsvpId, name, people: count, stop }, siteUrl) =>
      aboutBooking(siteUrl, rsvpId, {
        subject: `Promemoria: ${stop.title}, ${formatStopWhen(stop)}`,
        title: 'Ti aspettiamo!',
        stop,
        paragraphs: [
          `${greeting(name)}, ti ricordiamo la tappa «${stop.title}» a cui ti sei prenotato/a (${people(count)}).`,
          whenAndWhere(stop),
          'Se non puoi più venire, annulla la prenotazione con il link qui sotto: libererai il posto per qualcun altro.',
        ],
      }),
  },
  'rsvp-change': {
    audience: 'supporter',
    render: ({ rsvpId, name, stop, previous }, siteUrl) =>
      aboutBooking(siteUrl, rsvpId, {
        subject: `Cambio di programma: ${stop.title}`,
        title: 'La tappa è cambiata',
        stop,
        paragraphs: [
          `${greeting(name)}, la tappa «${previous.title}» a cui ti sei prenotato/a è cambiata:`,
          describeChange(previous, stop),
          `Il nuovo programma:\n${whenAndWhere(stop)}`,
          'In allegato trovi la tappa aggiornata: aprila per sostituirla nel tuo calendario. Se con il nuovo programma non puoi venire, annulla la prenotazione con il link qui sotto.',
        ],
      }),
  },
  'rsvp-message': {
    audience: 'supporter',
    render: ({ rsvpId, name, stop, message }, siteUrl) => {
      if (!message) throw new Error('The booking message is missing');
      return aboutBooking(siteUrl, rsvpId, {
        subject: message.subject,
        title: oneLine(message.subject),
        stop,
        calendar: false,
        paragraphs: [
          `${greeting(name)}, ti scriviamo dallo staff della campagna per la tappa «${stop.title}» a cui ti sei prenotato/a.`,
          ...mailParagraphs(message.body),
          whenAndWhere(stop),
        ],
      });
    },
  },
  'rsvp-stop-deleted': {
    audience: 'closing',
    render: ({ name, stop }, siteUrl) => ({
      subject: oneLine(`Tappa annullata: ${stop.title}, ${formatLongDate(stop.eventDate)}`),
      ...layOutMail({
        title: 'La tappa è stata annullata',
        paragraphs: [
          `${greeting(name)}, ci dispiace: la tappa «${stop.title}» (${formatStopWhen(stop)}, ${place(stop)}) è stata annullata, e con essa la tua prenotazione.`,
          "In allegato trovi l'aggiornamento per il tuo calendario: aprilo per togliere la tappa.",
          'Le prossime tappe del tour sono sul sito: ti aspettiamo!',
        ],
        action: { label: 'Le prossime tappe', url: `${siteUrl}${PAGE_ROUTES.tourStop.listedAt}` },
        footer: bookingFooter(siteUrl),
      }),
      attachments: calendarFile(stop, siteUrl, true),
    }),
  },
  'rsvp-cancelled': {
    audience: 'closing',
    render: ({ name, stop, byStaff }, siteUrl) => ({
      subject: oneLine(`Prenotazione annullata: ${stop.title}`),
      ...layOutMail({
        title: 'Prenotazione annullata',
        paragraphs: [
          byStaff
            ? `${greeting(name)}, lo staff della campagna ha annullato la tua prenotazione per «${stop.title}» (${formatStopWhen(stop)}): non riceverai altre email su questa tappa.`
            : `${greeting(name)}, la tua prenotazione per «${stop.title}» (${formatStopWhen(stop)}) è stata annullata: non riceverai altre email su questa tappa.`,
          byStaff
            ? 'Per qualsiasi domanda scrivici dalla pagina Contatti del sito.'
            : 'Se cambi idea puoi prenotare di nuovo dalla pagina della tappa.',
        ],
        action: { label: 'Vedi la tappa', url: rsvpLinks(siteUrl).stop(stop.id) },
        footer: [
          `Ricevi questa email perché è stata annullata una prenotazione fatta con questo indirizzo su ${siteUrl}.`,
          senderNotice(siteUrl),
        ],
      }),
    }),
  },
};
