import { API } from '../../../core/api-paths';
import { withQuery } from '../../../core/api-contract';
import { POLLING_MESSAGES } from '../../../core/schema/polling-section.schema';
import { send } from '../../lib/api';
import { LinkButtonPage, type LinkButtonWords } from '../../components/LinkOutcome';

const WORDS: LinkButtonWords = {
  ask: {
    heading: 'Rinuncia alla sezione',
    message:
      'Se non puoi più fare il/la rappresentante di lista nella sezione che ti abbiamo assegnato, rinuncia con il pulsante qui sotto: lo staff la assegnerà a qualcun altro.',
    final: false,
  },
  done: { heading: 'Rinuncia registrata', message: POLLING_MESSAGES.declined, final: true },
  failed: {
    heading: 'Rinuncia non riuscita',
    message: 'Non è stato possibile registrare la rinuncia. Riprova più tardi.',
    final: true,
  },
  refusals: {
    409: { heading: 'Rinuncia già registrata', message: POLLING_MESSAGES.declineUsed, final: true },
    404: { heading: 'Link non valido', message: POLLING_MESSAGES.declineInvalid, final: true },
  },
  button: 'Rinuncio alla sezione',
  sending: 'Invio in corso...',
};

const decline = (t: string) => send('POST', withQuery(API.pollingDecline, { t }));

/** /rappresentanti/rinuncia?t=…, the decline link of an assignment mail: only the button's click declines (a POST). */
export function PollingDeclinePage() {
  return <LinkButtonPage words={WORDS} act={decline} />;
}
