import { useState } from 'react';
import { API } from '../../../core/api-paths';
import { withQuery } from '../../../core/api-contract';
import { siteConfig } from '../../../core/site-config';
import { NEWSLETTER_MESSAGES } from '../../../core/schema/newsletter-subscription.schema';
import { ApiError, send } from '../../lib/api';
import { LinkOutcome, useLinkToken, type Outcome } from '../../components/LinkOutcome';

const ASK: Outcome = {
  heading: "Annulla l'iscrizione",
  message: `Vuoi smettere di ricevere le email della campagna di ${siteConfig.candidate.fullName}?`,
  final: false,
};
const DONE: Outcome = { heading: 'Iscrizione annullata', message: NEWSLETTER_MESSAGES.unsubscribed, final: true };
const INVALID: Outcome = { heading: 'Link non valido', message: NEWSLETTER_MESSAGES.linkInvalid, final: true };
const FAILED: Outcome = {
  heading: "Annulla l'iscrizione",
  message: "Non è stato possibile annullare l'iscrizione. Riprova più tardi.",
  final: true,
};

/**
 * /iscrizione/annulla?t=…, the unsubscribe link of every newsletter mail: the page asks, and a click unsubscribes
 * (a POST, as the one-click unsubscribe of the mail's headers does), so opening the link alone changes nothing.
 */
export function UnsubscribePage() {
  const token = useLinkToken();
  const [outcome, setOutcome] = useState(ASK);
  const [sending, setSending] = useState(false);

  const unsubscribe = async () => {
    setSending(true);
    try {
      await send('POST', withQuery(API.newsletterUnsubscribe, { t: token }));
      setOutcome(DONE);
    } catch (error) {
      setOutcome(error instanceof ApiError && error.status === 404 ? INVALID : FAILED);
    } finally {
      setSending(false);
    }
  };

  return (
    <LinkOutcome outcome={outcome}>
      {(outcome === ASK || outcome === FAILED) && (
        <p>
          <button type="button" className="button" disabled={sending} onClick={() => void unsubscribe()}>
            {sending ? 'Annullamento in corso...' : "Annulla l'iscrizione"}
          </button>
        </p>
      )}
    </LinkOutcome>
  );
}
