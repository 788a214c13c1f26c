import { useCallback, useEffect, useRef, useState } from 'react';
import { API } from '../../../core/api-paths';
import { NEWSLETTER_MESSAGES } from '../../../core/schema/newsletter-subscription.schema';
import { ApiError, send } from '../../lib/api';
import { LinkOutcome, useLinkToken, type Outcome } from '../../components/LinkOutcome';

const WORKING: Outcome = { heading: "Conferma dell'iscrizione", message: 'Conferma in corso...', final: false };
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
 * /iscrizione/conferma?t=…, the link of the confirmation mail: the page confirms the sign-up as it opens, with a POST
 * (mail scanners open the links of a mail, which must change nothing), and says plainly what happened.
 */
export function ConfirmSubscriptionPage() {
  const token = useLinkToken();
  const [outcome, setOutcome] = useState(WORKING);
  // Once per page: a second POST of the same link would answer "already used" over "confirmed".
  const asked = useRef(false);

  const confirm = useCallback(() => {
    // No token: the link was cut short when copied, and the API would only say so.
    if (!token) return setOutcome(REFUSALS[404]);
    setOutcome(WORKING);
    send('POST', API.newsletterConfirmation, { token })
      .then(() => setOutcome(CONFIRMED))
      .catch((error: unknown) => setOutcome((error instanceof ApiError && REFUSALS[error.status]) || FAILED));
  }, [token]);

  useEffect(() => {
    if (asked.current) return;
    asked.current = true;
    confirm();
  }, [confirm]);

  return (
    <LinkOutcome outcome={outcome}>
      {outcome === FAILED && (
        <p>
          <button type="button" className="button" onClick={confirm}>
            Riprova
          </button>
        </p>
      )}
    </LinkOutcome>
  );
}
