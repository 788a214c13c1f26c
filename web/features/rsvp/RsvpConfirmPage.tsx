import { useState } from 'react';
import { Link } from 'react-router-dom';
import { API } from '../../../core/api-paths';
import { withQuery } from '../../../core/api-contract';
import { tourStopPath } from '../../../core/page-routes';
import { RSVP_STATUS_LABELS, fewPlacesMessage, peopleCount } from '../../../core/booking-words';
import { RSVP_MESSAGES, type RsvpConfirmPreview } from '../../../core/schema/rsvp.schema';
import { LinkOutcome, useHydrated, useLinkRead, useLinkToken, type Outcome } from '../../components/LinkOutcome';
import { ApiError, send } from '../../lib/api';
import { StopDetail } from './StopDetail';
import { InvitationOffer } from '../../components/InvitationOffer';
import type { Invitation } from '../../../core/referral';

const LOADING: Outcome = {
  heading: 'Conferma la prenotazione',
  message: 'Caricamento della prenotazione...',
  final: false,
};
const FAILED: Outcome = {
  heading: 'Conferma la prenotazione',
  message: 'Non è stato possibile completare la richiesta. Riprova più tardi.',
  final: true,
};
const NO_TOKEN: Outcome = { heading: 'Link non valido', message: RSVP_MESSAGES.confirmLinkInvalid, final: true };
const HEADINGS: Record<number, string> = {
  404: 'Link non valido',
  409: 'Link non più valido',
  410: 'Link scaduto',
};

/** The button's call failed (the network, the server): the button stays, to try again. */
const NOT_CONFIRMED: Outcome = {
  heading: 'Conferma la prenotazione',
  message: 'Non è stato possibile confermare la prenotazione. Riprova tra poco.',
  final: false,
};

/** A refusal of the API in its own words (a used, expired or unknown link; a booking that cannot grow). */
function refusal(error: unknown, failed = FAILED): Outcome {
  if (!(error instanceof ApiError) || error.status >= 500 || !error.serverMessage) return failed;
  const heading = error.serverMessage.startsWith('Restano') ? 'Prenotazione non modificata' : HEADINGS[error.status];
  return { heading: heading ?? 'Conferma la prenotazione', message: error.serverMessage, final: true };
}

/** What the click would do, in words: a new booking, or the change of the one held. */
function ask(preview: RsvpConfirmPreview): Outcome {
  const { stop, held } = preview;
  const message = held
    ? `Hai già una prenotazione per «${stop.title}» (${RSVP_STATUS_LABELS[held.status].toLowerCase()}, ${peopleCount(held.people)}). Confermando diventa di ${peopleCount(preview.people)}.`
    : `Stai per prenotare «${stop.title}» per ${peopleCount(preview.people)}.`;
  return { heading: 'Conferma la prenotazione', message, final: false };
}

/** What the link would confirm: a read that changes nothing. */
const readRequest = (t: string) => send('GET', withQuery(API.rsvpConfirm, { t }));

/**
 * /prenotazione/conferma?t=…, the link of a booking request's mail. Opening it changes nothing: mail scanners and
 * link previews open links and some run the page's script, so the page only reads what the link would confirm and
 * shows it with a button, whose click alone confirms (POST). Then it says the outcome: confirmed, or the position
 * in the waiting list.
 */
export function RsvpConfirmPage() {
  const token = useLinkToken();
  const { value: preview, error } = useLinkRead(token, readRequest);
  const [answer, setAnswer] = useState<Outcome | null>(null);
  const [invitation, setInvitation] = useState<Invitation | null>(null);
  const [sending, setSending] = useState(false);

  const outcome = answer ?? (error ? refusal(error) : preview ? ask(preview) : LOADING);
  // No token: the link was cut short when copied, and the API would only say so (told once hydrated).
  const hydrated = useHydrated();
  const shown = hydrated && !token ? NO_TOKEN : outcome;

  const confirm = async () => {
    setSending(true);
    try {
      const reply = await send('POST', withQuery(API.rsvpConfirm, { t: token }));
      setInvitation(reply.invitation);
      setAnswer({
        heading: reply.status === 'confirmed' ? 'Prenotazione confermata' : "Sei in lista d'attesa",
        message: reply.message,
        final: true,
      });
    } catch (failure) {
      setAnswer(refusal(failure, NOT_CONFIRMED));
    } finally {
      setSending(false);
    }
  };

  const asking = preview !== null && !shown.final;
  const full = preview && !preview.held && preview.placesLeft !== null && preview.people > preview.placesLeft;
  return (
    <LinkOutcome outcome={shown}>
      {preview && <StopDetail stop={preview.stop} />}
      {asking && full && <p className="link-outcome__detail">{fewPlacesMessage(preview.placesLeft ?? 0)}</p>}
      {invitation && <InvitationOffer invitation={invitation} what="stop" />}
      {asking ? (
        <p>
          <button type="button" className="button" disabled={sending} onClick={() => void confirm()}>
            {sending ? 'Conferma in corso...' : 'Conferma la prenotazione'}
          </button>
        </p>
      ) : (
        preview && (
          <p>
            <Link to={tourStopPath(preview.stop.id)} className="button">
              Vai alla tappa
            </Link>
          </p>
        )
      )}
    </LinkOutcome>
  );
}
