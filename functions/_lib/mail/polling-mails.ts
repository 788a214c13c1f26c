import { POLLING_POLICY } from '../../../core/policy';
import { SEGGIO_SETUP_DAY } from '../../../core/polling-deadlines';
import { formatLongDate } from '../../../core/dates';
import { spokenHour } from '../../../core/vote-calendar';
import { siteConfig } from '../../../core/site-config';
import { POLLING_ROLE_LABELS } from '../../../core/schema/polling-section.schema';
import type { MailData } from '../../../core/mail-kinds';
import { timedCalendar, type TimedEvent } from '../ics';
import { greeting, layOutMail, senderNotice, type MailTemplate } from './mail-layout';
import { pollingDeclinePage } from './mail-links';

const LIST = siteConfig.election.list.name;
const DAYS = siteConfig.election.days;

/** "la sezione 12 di Padova (Scuola Media Galilei, via Roma 1)". */
const sectionWords = ({ number, comune, address }: MailData['polling-assignment']['section']) =>
  `la sezione ${number} di ${comune} (${address})`;

/** The seggio's setup and each voting day, at the section's address: the mail's .ics. */
function seggioDays(data: MailData['polling-assignment'], host: string): TimedEvent[] {
  const place = `${data.section.address}, ${data.section.comune}`;
  const what = `Rappresentante di lista (${POLLING_ROLE_LABELS[data.role].toLowerCase()}) per ${LIST}, sezione ${data.section.number}`;
  return [
    {
      uid: `seggio-${data.assignmentId}-costituzione@${host}`,
      date: SEGGIO_SETUP_DAY,
      start: POLLING_POLICY.seggioSetupAt,
      end: '18:00',
      summary: `Costituzione del seggio – sezione ${data.section.number}`,
      location: place,
      description: `${what}. Porta un documento d'identità e la tessera elettorale.`,
    },
    ...DAYS.map((day, index) => ({
      uid: `seggio-${data.assignmentId}-voto-${index + 1}@${host}`,
      date: day.date,
      start: day.opens,
      end: day.closes,
      summary: `Seggio aperto – sezione ${data.section.number}`,
      location: place,
      description: `${what}. Lo scrutinio segue la chiusura dei seggi dell'ultimo giorno.`,
    })),
  ];
}

const votingHours = () =>
  DAYS.map((day) => `${formatLongDate(day.date)} dalle ${spokenHour(day.opens)} alle ${spokenHour(day.closes)}`).join(
    '; ',
  );

/**
 * The mails of a rappresentante di lista's assignment: to the person, with the seggio's days as a calendar file and
 * the link that declines it; to the campaign's inbox when someone declines.
 */
export const POLLING_TEMPLATES: {
  'polling-assignment': MailTemplate<'polling-assignment'>;
  'polling-unassigned': MailTemplate<'polling-unassigned'>;
  'polling-declined': MailTemplate<'polling-declined'>;
} = {
  'polling-assignment': {
    audience: 'request',
    render: (data, siteUrl) => {
      const decline = pollingDeclinePage(siteUrl, data.assignmentId);
      return {
        subject: `Sei rappresentante di lista per ${LIST}: la tua sezione`,
        ...layOutMail({
          title: 'La tua sezione',
          paragraphs: [
            `${greeting(data.name)}, grazie! Sei rappresentante di lista ${POLLING_ROLE_LABELS[data.role].toLowerCase()} di ${LIST} per ${sectionWords(data.section)}.`,
            `Il seggio si costituisce ${formatLongDate(SEGGIO_SETUP_DAY)} alle ${spokenHour(POLLING_POLICY.seggioSetupAt)}: puoi assistere anche a questo. Si vota ${votingHours()}; lo scrutinio comincia alla chiusura dei seggi.`,
            "Porta un documento d'identità valido e la tua tessera elettorale. Ti consegneremo l'atto di designazione firmato dal delegato di lista: il presidente del seggio lo riceve prima dell'apertura, se non l'ha già ricevuto dal comune.",
            'In allegato trovi i giorni del seggio da aggiungere al tuo calendario.',
          ],
          action: { label: 'Non posso più: rinuncio alla sezione', url: decline },
          footer: [
            'Ricevi questa email perché ti sei offerto/a come rappresentante di lista dalla pagina Volontari del sito.',
            senderNotice(siteUrl),
          ],
        }),
        attachments: [
          {
            filename: `sezione-${data.section.number}.ics`,
            content: timedCalendar(
              `Seggio – sezione ${data.section.number}`,
              seggioDays(data, new URL(siteUrl).host),
              new Date().toISOString(),
            ),
            contentType: 'text/calendar; charset=utf-8',
          },
        ],
      };
    },
  },
  'polling-unassigned': {
    audience: 'request',
    render: (data, siteUrl) => ({
      subject: `Non sei più rappresentante di lista per la sezione ${data.section.number} di ${data.section.comune}`,
      ...layOutMail({
        title: 'La tua sezione è cambiata',
        paragraphs: [
          `${greeting(data.name)}, lo staff della campagna ha cambiato i rappresentanti di lista per ${sectionWords(data.section)}: il posto di ${POLLING_ROLE_LABELS[data.role].toLowerCase()} non è più affidato a te.`,
          "Se avevi aggiunto i giorni del seggio al calendario, puoi toglierli. Se ti affidiamo un'altra sezione ti scriveremo di nuovo; per qualsiasi dubbio scrivici dalla pagina Contatti del sito.",
        ],
        footer: [
          'Ricevi questa email perché ti sei offerto/a come rappresentante di lista dalla pagina Volontari del sito.',
          senderNotice(siteUrl),
        ],
      }),
    }),
  },
  'polling-declined': {
    audience: 'campaign',
    render: (data, siteUrl) => ({
      subject: `Rinuncia di un rappresentante di lista: sezione ${data.section.number} di ${data.section.comune}`,
      ...layOutMail({
        title: 'Una sezione è scoperta',
        paragraphs: [
          `${data.name} ha rinunciato al posto di ${POLLING_ROLE_LABELS[data.role].toLowerCase()} per ${sectionWords(data.section)}.`,
          'Assegna la sezione a un altro volontario dal pannello.',
        ],
        action: { label: 'Apri i rappresentanti nel pannello', url: `${siteUrl}/admin#rappresentanti` },
        footer: ['Email automatica del sito della campagna.'],
      }),
    }),
  },
};
