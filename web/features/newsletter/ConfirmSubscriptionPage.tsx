import { API } from '../../../core/api-paths';
import { NEWSLETTER_MESSAGES } from '../../../core/schema/newsletter-subscription.schema';
import { send } from '../../lib/api';
import { LinkButtonPage, type LinkButtonWords } from '../../components/LinkOutcome';

const INVALID = { heading: 'Link non valido', message: NEWSLETTER_MESSAGES.linkInvalid, final: true };

const WORDS: LinkButtonWords = {
  ask: {
    heading: "Conferma dell'iscrizione",
    message: 'Per ricevere gli aggiornamenti della campagna, conferma la tua iscrizione con il pulsante qui sotto.',
    final: false,
  },
  done: { heading: 'Iscrizione confermata', message: NEWSLETTER_MESSAGES.confirmed, final: true },
  failed: {
    heading: 'Conferma non riuscita',
    message: "Non è stato possibile confermare l'iscrizione. Riprova più tardi.",
    final: true,
  },
  // Used (409), expired (410), unknown or malformed (404, 400).
  refusals: {
    409: { heading: 'Iscrizione già confermata', message: NEWSLETTER_MESSAGES.linkUsed, final: true },
    410: { heading: 'Link scaduto', message: NEWSLETTER_MESSAGES.linkExpired, final: true },
    404: INVALID,
    400: INVALID,
  },
  button: "Conferma l'iscrizione",
  sending: 'Conferma in corso...',
};

const confirm = (token: string) => send('POST', API.newsletterConfirmation, { token });

/** /iscrizione/conferma?t=…, the link of the newsletter's confirmation mail: only the button's click confirms. */
export function ConfirmSubscriptionPage() {
  return <LinkButtonPage words={WORDS} act={confirm} />;
}
