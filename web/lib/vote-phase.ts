import { useSyncExternalStore } from 'react';
import { nextVoteChange, votePhase, votingDayAt, type VotePhase } from '../../core/vote-calendar';
import { VOTE_PHASE_ATTRIBUTE } from '../../core/vote-phase-words';

/** The phase of the vote and, on a voting day, its date: "voting|2025-11-23". A string, so React compares it. */
type PhaseKey = `${VotePhase}|${string}`;

const phaseKey = (now: number): PhaseKey => `${votePhase(now)}|${votingDayAt(now)?.date ?? ''}`;

/** setTimeout takes at most about 24.8 days; a later change is looked at again then. */
const MAX_TIMER_MS = 2 ** 31 - 1;

function subscribe(onChange: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const schedule = () => {
    const next = nextVoteChange(Date.now());
    if (next === null) return;
    timer = setTimeout(
      () => {
        onChange();
        schedule();
      },
      Math.min(next - Date.now() + 1, MAX_TIMER_MS),
    );
  };
  schedule();
  return () => clearTimeout(timer);
}

const currentKey = () => phaseKey(Date.now());

/**
 * What the HTML was rendered with: the build's moment for a prerendered page. Hydration renders that first, then
 * the visitor's moment, so a page built weeks before the vote switches on its own, without a mismatch.
 */
function renderedKey(): PhaseKey {
  if (typeof document === 'undefined') return currentKey();
  const written = document.querySelector(`[${VOTE_PHASE_ATTRIBUTE}]`)?.getAttribute(VOTE_PHASE_ATTRIBUTE);
  return (written as PhaseKey | null) ?? currentKey();
}

/** The phase of the vote now, kept current while the page stays open. */
export function useVotePhase(): { key: PhaseKey; phase: VotePhase; votingDay: string | null } {
  const key = useSyncExternalStore(subscribe, currentKey, renderedKey);
  const [phase, day] = key.split('|') as [VotePhase, string];
  return { key, phase, votingDay: day || null };
}
