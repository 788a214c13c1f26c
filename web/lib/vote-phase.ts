import { useSyncExternalStore } from 'react';
import { votePhase, votingDayAt, type VotePhase } from '../../core/vote-calendar';
import { VOTE_PHASE_ATTRIBUTE } from '../../core/vote-phase-words';
import { subscribeToVoteChanges } from './vote-changes';

/** The phase of the vote and, on a voting day, its date: "voting|2025-11-23". A string, so React compares it. */
type PhaseKey = `${VotePhase}|${string}`;

const phaseKey = (now: number): PhaseKey => `${votePhase(now)}|${votingDayAt(now)?.date ?? ''}`;

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
  const key = useSyncExternalStore(subscribeToVoteChanges, currentKey, renderedKey);
  const [phase, day] = key.split('|') as [VotePhase, string];
  return { key, phase, votingDay: day || null };
}
