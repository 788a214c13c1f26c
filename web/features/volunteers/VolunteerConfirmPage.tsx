import { useCallback, useState } from 'react';
import { API } from '../../../core/api-paths';
import { withQuery } from '../../../core/api-contract';
import type { Invitation } from '../../../core/referral';
import { VOLUNTEER_MESSAGES } from '../../../core/schema/volunteer.schema';
import { send } from '../../lib/api';
import { InvitationOffer } from '../../components/InvitationOffer';
import {
  LinkButtonPage,
  useLinkRead,
  useLinkToken,
  type LinkButtonWords,
  type Outcome,
} from '../../components/LinkOutcome';

const WORDS: LinkButtonWords = {
  ask: {
    heading: 'Conferma la disponibilità',
    message: 'Per entrare tra i volontari della campagna, conferma la tua disponibilità con il pulsante qui sotto.',
    final: false,
  },
  done: { heading: 'Disponibilità confermata', message: VOLUNTEER_MESSAGES.confirmed, final: true },
  failed: {
    heading: 'Conferma non riuscita',
    message: 'Non è stato possibile confermare la tua disponibilità. Riprova più tardi.',
    final: true,
  },
  refusals: {
    409: { heading: 'Disponibilità già confermata', message: VOLUNTEER_MESSAGES.linkUsed, final: true },
    410: { heading: 'Link scaduto', message: VOLUNTEER_MESSAGES.linkExpired, final: true },
    404: { heading: 'Link non valido', message: VOLUNTEER_MESSAGES.linkInvalid, final: true },
  },
  button: 'Conferma la disponibilità',
  sending: 'Conferma in corso...',
};

/** The link opened again by a volunteer it confirmed: their page, with their own link and whom it brought. */
const ALREADY: Outcome = {
  heading: 'Sei tra i volontari',
  message: 'La tua disponibilità è confermata: grazie!',
  final: false,
};

/** A volunteer the link confirmed already (a read that changes nothing; 404 for any other link). */
const readVolunteer = (t: string) => send('GET', withQuery(API.volunteerConfirm, { t }));

/**
 * /volontari/conferma?t=…, the link of a volunteer's sign-up mail: only the button's click confirms (a POST). Then,
 * and whenever the volunteer opens the link again, it offers their own link to bring friends (docs/decisions/0042),
 * with how many came from it.
 */
export function VolunteerConfirmPage() {
  const token = useLinkToken();
  const { value: known } = useLinkRead(token, readVolunteer);
  const [confirmed, setConfirmed] = useState<Invitation | null>(null);
  const act = useCallback(async (t: string) => {
    const reply = await send('POST', withQuery(API.volunteerConfirm, { t }));
    setConfirmed(reply.invitation);
  }, []);
  const invitation = confirmed ?? known?.invitation ?? null;
  return (
    <LinkButtonPage words={WORDS} act={act} settled={known ? ALREADY : undefined}>
      {invitation && <InvitationOffer invitation={invitation} what="volunteers" showCount={!confirmed} />}
    </LinkButtonPage>
  );
}
