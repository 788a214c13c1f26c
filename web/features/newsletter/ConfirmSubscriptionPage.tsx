import { useState } from 'react';
import { API } from '../../../core/api-paths';
import { NEWSLETTER_MESSAGES } from '../../../core/schema/newsletter-subscription.schema';
import { ApiError, send } from '../../lib/api';
import { LinkOutcome, useHydrated, useLinkToken, type Outcome } from '../../components/LinkOutcome';

const ASK: Outcome = {
  heading: "Conferma dell'iscrizione",
  message: 'Per ricevere gli aggiornamenti della campagna, conferma la tua iscrizione con il pulsante qui sotto.',
  final: false,
};
const CONFIRMED: Outcome = { heading: 'Iscrizione confermata', message: NEWSLETTER_MESSAGES.confirmed, final: true };
const FAILED: Outcome = {
  heading: 'Conferma non riuscita',
  message: "Non è stato possibile confermare l'iscrizione. Riprova più tardi.",
  final: true,
};

/** Each refusal of the API in its own words: used (409), expired (410), unknown or malformed (404, 400). */
const REFUSALS: Record<number, Outcome> = {
  409: { heading: 'Iscrizione già confermata', message: NEWSLETTER_MESSAGES.linkUsed, final: true },
  410: { heading: 'Link scaduto', message: NEWSLETTER_MESSAGES.linkExpired, final: true },
  404: { heading: 'Link non valido', message: NEWSLETTER_MESSAGES.linkInvalid, final: true },
  400: { heading: 'Link non valido', message: NEWSLETTER_MESSAGES.linkInvalid, final: true },
};

/**
 * /iscrizione/conferma?t=…, the link of the confirmation mail: the page asks, and only a click confirms (a POST).
 * Mail scanners and link previews open the links of a mail, some running the page's script, and must confirm
 * nothing: only a person who asked for the mail should. The page then says plainly what happened.
 */
export function ConfirmSubscriptionPage() {
  const token = useLinkToken();
  const [outcome, setOutcome] = useState(ASK);
  const [sending, setSending] = useState(false);

  // No token: the link was cut short when copied, and the API would only say so. Told once hydrated: the build
  // renders the page without the link's token, and hydration must find the page it built.
  const hydrated = useHydrated();
  const shown = hydrated && !token ? REFUSALS[404] : outcome;

  const confirm = async () => {
    setSending(true);
    try {
      await send('POST', API.newsletterConfirmation, { token });
      setOutcome(CONFIRMED);
    } catch (error) {
      setOutcome((error instanceof ApiError && REFUSALS[error.status]) || FAILED);
    } finally {
      setSending(false);
    }
  };

  return (
    <LinkOutcome outcome={shown}>
      {(shown === ASK || shown === FAILED) && (
        <p>
          <button type="button" className="button" disabled={sending} onClick={() => void confirm()}>
            {sending ? 'Conferma in corso...' : "Conferma l'iscrizione"}
          </button>
        </p>
      )}
    </LinkOutcome>
  );
}
