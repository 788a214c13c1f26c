import { useState } from 'react';
import { Link } from 'react-router-dom';
import { API } from '../../../core/api-paths';
import { withQuery } from '../../../core/api-contract';
import { PAGE_ROUTES } from '../../../core/page-routes';
import { RSVP_MESSAGES } from '../../../core/schema/rsvp.schema';
import { LinkOutcome, useLinkToken, type Outcome } from '../../components/LinkOutcome';
import { ApiError, send } from '../../lib/api';

const ASK: Outcome = {
  heading: 'Annulla la prenotazione',
  message:
    'Vuoi annullare la tua prenotazione? Il posto tornerà libero per qualcun altro e non riceverai altre email su questa tappa.',
  final: false,
};
const CANCELLED: Outcome = {
  heading: 'Prenotazione annullata',
  message:
    'Ti abbiamo inviato una email di conferma e non riceverai altre email su questa tappa. Se cambi idea, puoi prenotarti di nuovo dalla pagina della tappa.',
  final: true,
};
const ALREADY: Outcome = {
  heading: 'Prenotazione già annullata',
  message: RSVP_MESSAGES.alreadyCancelled,
  final: true,
};
const INVALID: Outcome = { heading: 'Link non valido', message: RSVP_MESSAGES.linkInvalid, final: true };
const FAILED: Outcome = {
  heading: 'Annulla la prenotazione',
  message: 'Non è stato possibile annullare la prenotazione. Riprova più tardi.',
  final: true,
};

/**
 * /prenotazione/annulla?t=…, the cancel link of every mail about a booking. Mail scanners open links, so opening it
 * changes nothing: the person confirms, and the page POSTs the token (as the one-click cancel of the mail's headers
 * does). Then it says what happened: cancelled, cancelled already, or a link that is not valid.
 */
export function RsvpCancelPage() {
  const token = useLinkToken();
  const [outcome, setOutcome] = useState(ASK);
  const [sending, setSending] = useState(false);

  const cancel = async () => {
    setSending(true);
    try {
      const reply = await send('POST', withQuery(API.rsvpCancel, { t: token }));
      setOutcome(reply.status === 'cancelled' ? CANCELLED : ALREADY);
    } catch (error) {
      setOutcome(error instanceof ApiError && error.status === 404 ? INVALID : FAILED);
    } finally {
      setSending(false);
    }
  };

  return (
    <LinkOutcome outcome={outcome}>
      {outcome === ASK || outcome === FAILED ? (
        <p>
          <button type="button" className="button" disabled={sending} onClick={() => void cancel()}>
            {sending ? 'Annullamento in corso...' : 'Sì, annulla la prenotazione'}
          </button>
        </p>
      ) : (
        <p>
          <Link to={PAGE_ROUTES.tourStop.listedAt} className="button">
            Le prossime tappe del tour
          </Link>
        </p>
      )}
    </LinkOutcome>
  );
}
