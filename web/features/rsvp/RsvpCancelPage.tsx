import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { API } from '../../../core/api-paths';
import { withQuery } from '../../../core/api-contract';
import { PAGE_ROUTES } from '../../../core/page-routes';
import { peopleCount } from '../../../core/booking-words';
import { RSVP_MESSAGES, type RsvpCancelPreview } from '../../../core/schema/rsvp.schema';
import { formatStopWhen } from '../../../core/stop-time';
import { LinkOutcome, useHydrated, useLinkToken, type Outcome } from '../../components/LinkOutcome';
import { ApiError, send } from '../../lib/api';

const LOADING: Outcome = {
  heading: 'Annulla la prenotazione',
  message: 'Caricamento della prenotazione...',
  final: false,
};
/** The booking could not be read (the network, the server): the person may still cancel it. */
const ASK: Outcome = {
  heading: 'Annulla la prenotazione',
  message:
    'Vuoi annullare la tua prenotazione? Il posto tornerà libero per qualcun altro e non riceverai altre email su questa tappa.',
  final: false,
};
const CANCELLED: Outcome = {
  heading: 'Prenotazione annullata',
  message:
    'Ti abbiamo inviato una email di conferma e non riceverai altre email su questa tappa. Se cambi idea, puoi prenotare di nuovo dalla pagina della tappa.',
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

/** The question, naming what the click gives up: the stop, the people, a place held or a place in line. */
function ask({ stop, people, status, position }: RsvpCancelPreview): Outcome {
  const held =
    status === 'confirmed'
      ? `Il posto tornerà libero per qualcun altro`
      : `Lascerai il tuo posto in lista d'attesa (posizione ${position ?? ''})`;
  return {
    heading: 'Annulla la prenotazione',
    message: `Vuoi annullare la tua prenotazione per «${stop.title}» (${peopleCount(people)})? ${held} e non riceverai altre email su questa tappa.`,
    final: false,
  };
}

/** What reading the link answered: a booking gone (cancelled, or with its stop) says at once that it was used. */
function unreadable(error: unknown): Outcome {
  if (error instanceof ApiError && error.status === 410) return ALREADY;
  return error instanceof ApiError && error.status === 404 ? INVALID : ASK;
}

/**
 * /prenotazione/annulla?t=…, the cancel link of every mail about a booking. Opening it changes nothing (mail
 * scanners open links, and some run the page's script): the page reads the booking and names its stop, day, time
 * and people, and only its button POSTs the token. A link already used says so at once, without asking.
 */
export function RsvpCancelPage() {
  const token = useLinkToken();
  const [booking, setBooking] = useState<RsvpCancelPreview | null>(null);
  const [outcome, setOutcome] = useState(LOADING);
  const [sending, setSending] = useState(false);

  // No token: the link was cut short when copied, and the API would only say so (told once hydrated).
  const hydrated = useHydrated();
  const shown = hydrated && !token ? INVALID : outcome;

  useEffect(() => {
    if (!token) return;
    let current = true;
    send('GET', withQuery(API.rsvpCancel, { t: token }))
      .then((read) => {
        if (!current) return;
        setBooking(read);
        setOutcome(ask(read));
      })
      .catch((error: unknown) => current && setOutcome(unreadable(error)));
    return () => {
      current = false;
    };
  }, [token]);

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

  const asking = shown !== LOADING && (!shown.final || shown === FAILED);
  return (
    <LinkOutcome outcome={shown}>
      {booking && shown !== INVALID && (
        <p className="link-outcome__detail">
          <strong>{booking.stop.title}</strong>
          <br />
          {formatStopWhen(booking.stop)} · {[booking.stop.location, booking.stop.address].filter(Boolean).join(', ')}
          <br />
          {peopleCount(booking.people)}
        </p>
      )}
      {asking ? (
        <p>
          <button type="button" className="button" disabled={sending} onClick={() => void cancel()}>
            {sending ? 'Annullamento in corso...' : 'Sì, annulla la prenotazione'}
          </button>
        </p>
      ) : (
        shown.final && (
          <p>
            <Link to={PAGE_ROUTES.tourStop.listedAt} className="button">
              Le prossime tappe del tour
            </Link>
          </p>
        )
      )}
    </LinkOutcome>
  );
}
