import { useState } from 'react';
import { API } from '../../../core/api-paths';
import { withQuery } from '../../../core/api-contract';
import { VOLUNTEER_MESSAGES } from '../../../core/schema/volunteer.schema';
import { ApiError, send } from '../../lib/api';
import { LinkOutcome, useHydrated, useLinkToken, type Outcome } from '../../components/LinkOutcome';

const ASK: Outcome = {
  heading: 'Conferma la disponibilità',
  message: 'Per entrare tra i volontari della campagna, conferma la tua disponibilità con il pulsante qui sotto.',
  final: false,
};
const CONFIRMED: Outcome = { heading: 'Disponibilità confermata', message: VOLUNTEER_MESSAGES.confirmed, final: true };
const FAILED: Outcome = {
  heading: 'Conferma non riuscita',
  message: 'Non è stato possibile confermare la tua disponibilità. Riprova più tardi.',
  final: true,
};

/** Each refusal of the API in its own words: used (409), expired (410), unknown (404). */
const REFUSALS: Record<number, Outcome> = {
  409: { heading: 'Disponibilità già confermata', message: VOLUNTEER_MESSAGES.linkUsed, final: true },
  410: { heading: 'Link scaduto', message: VOLUNTEER_MESSAGES.linkExpired, final: true },
  404: { heading: 'Link non valido', message: VOLUNTEER_MESSAGES.linkInvalid, final: true },
};

/**
 * /volontari/conferma?t=…, the link of a volunteer's sign-up mail: the page asks, and only a click confirms (a POST
 * of the token). Mail scanners and link previews open the links of a mail, some running the page's script, and
 * must confirm nothing.
 */
export function VolunteerConfirmPage() {
  const token = useLinkToken();
  const [outcome, setOutcome] = useState(ASK);
  const [sending, setSending] = useState(false);
  // No token: the link was cut short when copied. Told once hydrated, so hydration finds the page the build made.
  const hydrated = useHydrated();
  const shown = hydrated && !token ? REFUSALS[404] : outcome;

  const confirm = async () => {
    setSending(true);
    try {
      await send('POST', withQuery(API.volunteerConfirm, { t: token }));
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
            {sending ? 'Conferma in corso...' : 'Conferma la disponibilità'}
          </button>
        </p>
      )}
    </LinkOutcome>
  );
}
