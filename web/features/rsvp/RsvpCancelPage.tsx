import { useState } from 'react';
import { Link } from 'react-router-dom';
import { API } from '../../../core/api-paths';
import { withQuery } from '../../../core/api-contract';
import { PAGE_ROUTES } from '../../../core/page-routes';
import { peopleCount } from '../../../core/booking-words';
import { RSVP_MESSAGES, type RsvpCancelPreview } from '../../../core/schema/rsvp.schema';
import { LinkOutcome, useHydrated, useLinkRead, useLinkToken, type Outcome } from '../../components/LinkOutcome';
import { ApiError, send } from '../../lib/api';
import { StopDetail } from './StopDetail';
import { InvitationOffer } from '../../components/InvitationOffer';

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

/** The booking the link would cancel: a read that changes nothing. */
const readBooking = (t: string) => send('GET', withQuery(API.rsvpCancel, { t }));

/**
 * /prenotazione/annulla?t=…, the cancel link of every mail about a booking. Opening it changes nothing (mail
 * scanners open links, and some run the page's script): the page reads the booking and names its stop, day, time
 * and people, and only its button POSTs the token. A link already used says so at once, without asking.
 */
export function RsvpCancelPage() {
  const token = useLinkToken();
  const { value: booking, error } = useLinkRead(token, readBooking);
  const [answer, setAnswer] = useState<Outcome | null>(null);
  const [sending, setSending] = useState(false);

  const outcome = answer ?? (error ? unreadable(error) : booking ? ask(booking) : LOADING);
  // No token: the link was cut short when copied, and the API would only say so (told once hydrated).
  const hydrated = useHydrated();
  const shown = hydrated && !token ? INVALID : outcome;

  const cancel = async () => {
    setSending(true);
    try {
      const reply = await send('POST', withQuery(API.rsvpCancel, { t: token }));
      setAnswer(reply.status === 'cancelled' ? CANCELLED : ALREADY);
    } catch (failure) {
      setAnswer(failure instanceof ApiError && failure.status === 404 ? INVALID : FAILED);
    } finally {
      setSending(false);
    }
  };

  const asking = shown !== LOADING && (!shown.final || shown === FAILED);
  return (
    <LinkOutcome outcome={shown}>
      {booking && shown !== INVALID && (
        <StopDetail stop={booking.stop}>
          <br />
          {peopleCount(booking.people)}
        </StopDetail>
      )}
      {booking?.invitation && !shown.final && <InvitationOffer invitation={booking.invitation} what="stop" showCount />}
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
