import { useEffect, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { API, withQuery } from '../../../core/api-paths';
import { PAGE_ROUTES } from '../../../core/page-routes';
import { RSVP_MESSAGES, type RsvpCancelReply } from '../../../core/schema/rsvp';
import { ApiError, send } from '../../lib/api';
import './rsvp-cancel.css';

type Outcome =
  | { kind: 'asking' }
  | { kind: 'sending' }
  | { kind: 'answered'; reply: RsvpCancelReply }
  | { kind: 'invalid'; message: string }
  | { kind: 'failed' };

function titleOf(outcome: Outcome): string {
  if (outcome.kind === 'answered') {
    return outcome.reply.status === 'cancelled' ? 'Prenotazione annullata' : 'Prenotazione già annullata';
  }
  return outcome.kind === 'invalid' ? 'Link non valido' : 'Annulla la prenotazione';
}

/**
 * /prenotazione/annulla?t=…, the cancel link of every mail about a booking. Mail scanners open links, so opening it
 * changes nothing: the person confirms, and the page POSTs the token. Then it says what happened: cancelled,
 * cancelled already, or a link that is not valid.
 */
export function RsvpCancelPage() {
  const { search } = useLocation();
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'asking' });
  const heading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (outcome.kind === 'answered' || outcome.kind === 'invalid') heading.current?.focus();
  }, [outcome.kind]);

  const cancel = async () => {
    setOutcome({ kind: 'sending' });
    const token = new URLSearchParams(search).get('t') ?? '';
    try {
      setOutcome({ kind: 'answered', reply: await send('POST', withQuery(API.rsvpCancel, { t: token })) });
    } catch (error) {
      if (error instanceof ApiError && error.status === 404) {
        setOutcome({ kind: 'invalid', message: error.serverMessage ?? RSVP_MESSAGES.linkInvalid });
      } else setOutcome({ kind: 'failed' });
    }
  };

  return (
    <article className="rsvp-cancel page container">
      <h1 ref={heading} className="page-title" tabIndex={-1}>
        {titleOf(outcome)}
      </h1>
      {outcome.kind === 'answered' || outcome.kind === 'invalid' ? (
        <>
          <p role="status">
            {outcome.kind === 'invalid'
              ? outcome.message
              : outcome.reply.status === 'cancelled'
                ? 'Ti abbiamo inviato una email di conferma e non riceverai altre email su questa tappa. Se cambi idea, puoi prenotarti di nuovo dalla pagina della tappa.'
                : outcome.reply.message}
          </p>
          <p>
            <Link to={PAGE_ROUTES.tourStop.listedAt} className="button button--secondary">
              Le prossime tappe del tour
            </Link>
          </p>
        </>
      ) : (
        <>
          <p>
            Vuoi annullare la tua prenotazione? Il posto tornerà libero per qualcun altro e non riceverai altre email su
            questa tappa.
          </p>
          {outcome.kind === 'failed' && (
            <p className="rsvp-cancel__failed" role="alert">
              Non è stato possibile annullare la prenotazione. Riprova più tardi.
            </p>
          )}
          <button type="button" className="button" disabled={outcome.kind === 'sending'} onClick={() => void cancel()}>
            {outcome.kind === 'sending' ? 'Annullamento in corso...' : 'Sì, annulla la prenotazione'}
          </button>
        </>
      )}
    </article>
  );
}
