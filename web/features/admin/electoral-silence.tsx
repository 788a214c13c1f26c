import { formatLongDate } from '../../../core/dates';
import { siteConfig } from '../../../core/site-config';
import { SILENCE_LAW, spokenHour } from '../../../core/vote-calendar';
import { useVotePhase } from '../../lib/vote-phase';

export const SILENCE_CONFIRMATION = `${SILENCE_LAW}. Pubblicare comunque?`;

const inSilence = (phase: string) => phase === 'eve' || phase === 'voting';

/**
 * Asks before something new goes public during the electoral silence; true when it may go. Editing an existing
 * item (a time corrected, a stop marked done) is not new propaganda and is not asked about.
 */
export function useConfirmPublishing(): () => boolean {
  const { phase } = useVotePhase();
  return () => !inSilence(phase) || window.confirm(SILENCE_CONFIRMATION);
}

/** The panel's reminder while the silence lasts. */
export function SilenceBanner() {
  const { phase } = useVotePhase();
  if (!inSilence(phase)) return null;
  return (
    <p className="admin-silence" role="note">
      <strong>Silenzio elettorale</strong>: fino alla chiusura dei seggi non si pubblicano nuove tappe né nuovi
      materiali. Il sito chiede conferma prima di farlo.
    </p>
  );
}

const LAST_DAY = siteConfig.election.days[siteConfig.election.days.length - 1];

/** What the staff's mail does during the silence: the outbox holds campaign mail until the polls close. */
export const HELD_MAIL_NOTE = `Silenzio elettorale: le email restano in coda e partono da sole alla chiusura dei seggi, alle ${spokenHour(LAST_DAY.closes)} di ${formatLongDate(LAST_DAY.date)}.`;

/** Whether the staff's campaign mail would wait now (the electoral silence). */
export function useMailHeld(): boolean {
  return inSilence(useVotePhase().phase);
}
