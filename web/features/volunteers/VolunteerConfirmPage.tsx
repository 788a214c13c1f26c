import { API } from '../../../core/api-paths';
import { withQuery } from '../../../core/api-contract';
import { VOLUNTEER_MESSAGES } from '../../../core/schema/volunteer.schema';
import { send } from '../../lib/api';
import { LinkButtonPage, type LinkButtonWords } from '../../components/LinkOutcome';

const WORDS: LinkButtonWords = {
  ask: {
    heading: 'Conferma la disponibilità',
    message: 'Per entrare tra i volontari della campagna, conferma la tua disponibilità con il pulsante qui sotto.',
    final: false,
  },
  done: { heading: 'Disponibilità confermata', message: VOLUNTEER_MESSAGES.confirmed, final: true },
  failed: {
    heading: 'Conferma non riuscita',
    message: 'Non è stato possibile confermare la tua disponibilità. Riprova più tardi.',
    final: true,
  },
  refusals: {
    409: { heading: 'Disponibilità già confermata', message: VOLUNTEER_MESSAGES.linkUsed, final: true },
    410: { heading: 'Link scaduto', message: VOLUNTEER_MESSAGES.linkExpired, final: true },
    404: { heading: 'Link non valido', message: VOLUNTEER_MESSAGES.linkInvalid, final: true },
  },
  button: 'Conferma la disponibilità',
  sending: 'Conferma in corso...',
};

const confirm = (t: string) => send('POST', withQuery(API.volunteerConfirm, { t }));

/** /volontari/conferma?t=…, the link of a volunteer's sign-up mail: only the button's click confirms (a POST). */
export function VolunteerConfirmPage() {
  return <LinkButtonPage words={WORDS} act={confirm} />;
}
