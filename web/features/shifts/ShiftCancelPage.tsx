import { useState } from 'react';
import { API } from '../../../core/api-paths';
import { withQuery } from '../../../core/api-contract';
import { SHIFT_MESSAGES } from '../../../core/schema/shift.schema';
import { LinkOutcome, useHydrated, useLinkRead, useLinkToken, type Outcome } from '../../components/LinkOutcome';
import { ApiError, send } from '../../lib/api';
import { ShiftDetail } from './ShiftDetail';
import { InvitationOffer } from '../../components/InvitationOffer';

const HEADING = 'Annulla il turno';
const LOADING: Outcome = { heading: HEADING, message: 'Caricamento del turno...', final: false };
const INVALID: Outcome = { heading: 'Link non valido', message: SHIFT_MESSAGES.linkInvalid, final: true };
const ALREADY: Outcome = { heading: 'Turno già annullato', message: SHIFT_MESSAGES.alreadyCancelled, final: true };
const CANCELLED: Outcome = {
  heading: 'Turno annullato',
  message: 'Ti abbiamo inviato una email di conferma e non riceverai altre email su questo turno.',
  final: true,
};
const FAILED: Outcome = {
  heading: HEADING,
  message: 'Non è stato possibile annullare il turno. Riprova più tardi.',
  final: false,
};

const ask = (status: string, position: number | null): Outcome => ({
  heading: HEADING,
  message:
    status === 'confirmed'
      ? 'Vuoi annullare il tuo turno? Il posto tornerà libero per chi è in lista d’attesa.'
      : `Vuoi lasciare il tuo posto in lista d'attesa (posizione ${position ?? ''})?`,
  final: false,
});

const readSignup = (t: string) => send('GET', withQuery(API.shiftSignupCancel, { t }));

/**
 * /turni/annulla?t=…, the cancel link of every mail about a shift's sign-up. Opening it changes nothing: the page
 * names the shift, and only its button POSTs the token. A link already used says so at once.
 */
export function ShiftCancelPage() {
  const token = useLinkToken();
  const { value: signup, error } = useLinkRead(token, readSignup);
  const [answer, setAnswer] = useState<Outcome | null>(null);
  const [sending, setSending] = useState(false);
  const hydrated = useHydrated();
  const unreadable = error instanceof ApiError && error.status === 410 ? ALREADY : error ? INVALID : null;
  const outcome = answer ?? unreadable ?? (signup ? ask(signup.status, signup.position) : LOADING);
  const shown = hydrated && !token ? INVALID : outcome;

  const cancel = async () => {
    setSending(true);
    try {
      const reply = await send('POST', withQuery(API.shiftSignupCancel, { t: token }));
      setAnswer(reply.status === 'cancelled' ? CANCELLED : ALREADY);
    } catch {
      setAnswer(FAILED);
    } finally {
      setSending(false);
    }
  };

  return (
    <LinkOutcome outcome={shown}>
      {signup && shown !== INVALID && <ShiftDetail shift={signup.shift} />}
      {signup?.invitation && !shown.final && (
        <InvitationOffer invitation={signup.invitation} what="volunteers" showCount />
      )}
      {signup && !shown.final && (
        <p>
          <button type="button" className="button" disabled={sending} onClick={() => void cancel()}>
            {sending ? 'Annullamento in corso...' : 'Sì, annulla il turno'}
          </button>
        </p>
      )}
    </LinkOutcome>
  );
}
