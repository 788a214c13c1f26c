import { useState } from 'react';
import { API } from '../../../core/api-paths';
import { withQuery } from '../../../core/api-contract';
import { SHIFT_MESSAGES } from '../../../core/schema/shift.schema';
import { LinkOutcome, useHydrated, useLinkRead, useLinkToken, type Outcome } from '../../components/LinkOutcome';
import { ApiError, send } from '../../lib/api';
import { ShiftDetail } from './ShiftDetail';
import { InvitationOffer } from '../../components/InvitationOffer';
import type { Invitation } from '../../../core/referral';

const HEADING = 'Conferma il turno';
const LOADING: Outcome = { heading: HEADING, message: 'Caricamento del turno...', final: false };
const NO_TOKEN: Outcome = { heading: 'Link non valido', message: SHIFT_MESSAGES.confirmLinkInvalid, final: true };
const ASK: Outcome = {
  heading: HEADING,
  message: 'Premi il pulsante per confermare il turno: finché non confermi non teniamo nessun posto per te.',
  final: false,
};

/** A refusal in the API's words (a used, expired or unknown link); otherwise the button stays, to try again. */
function refusal(error: unknown): Outcome {
  if (error instanceof ApiError && error.status < 500 && error.serverMessage) {
    return { heading: 'Link non più valido', message: error.serverMessage, final: true };
  }
  return { heading: HEADING, message: 'Non è stato possibile confermare il turno. Riprova tra poco.', final: false };
}

const readRequest = (t: string) => send('GET', withQuery(API.shiftSignupConfirm, { t }));

/**
 * /turni/conferma?t=…, the link of a shift sign-up's mail. Opening it changes nothing (mail scanners open links):
 * the page shows the shift with a button, whose click alone confirms (POST); then the place, or the place in line.
 */
export function ShiftConfirmPage() {
  const token = useLinkToken();
  const { value: preview, error } = useLinkRead(token, readRequest);
  const [answer, setAnswer] = useState<Outcome | null>(null);
  const [invitation, setInvitation] = useState<Invitation | null>(null);
  const [sending, setSending] = useState(false);
  const hydrated = useHydrated();
  const outcome = answer ?? (error ? refusal(error) : preview ? ASK : LOADING);
  const shown = hydrated && !token ? NO_TOKEN : outcome;

  const confirm = async () => {
    setSending(true);
    try {
      const reply = await send('POST', withQuery(API.shiftSignupConfirm, { t: token }));
      const heading = reply.status === 'confirmed' ? 'Turno confermato' : "Sei in lista d'attesa";
      setInvitation(reply.invitation);
      setAnswer({ heading, message: reply.message, final: true });
    } catch (failure) {
      setAnswer(refusal(failure));
    } finally {
      setSending(false);
    }
  };

  return (
    <LinkOutcome outcome={shown}>
      {preview && <ShiftDetail shift={preview.shift} />}
      {invitation && <InvitationOffer invitation={invitation} what="volunteers" />}
      {preview && !shown.final && (
        <p>
          <button type="button" className="button" disabled={sending} onClick={() => void confirm()}>
            {sending ? 'Conferma in corso...' : 'Conferma il turno'}
          </button>
        </p>
      )}
    </LinkOutcome>
  );
}
