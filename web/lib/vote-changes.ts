import { nextVoteChange } from '../../core/vote-calendar';

/** setTimeout takes at most about 24.8 days; a later change is looked at again then. */
const MAX_TIMER_MS = 2 ** 31 - 1;

/**
 * Calls `onChange` at each moment the vote's phase (or voting day) changes while the page stays open
 * (core/vote-calendar.ts), and gives back how to stop. Without React: the hooks of web/lib/vote-phase.ts subscribe
 * with it, and a page without the app keeps its footer's words with it (web/lib/page-without-app.ts).
 */
export function subscribeToVoteChanges(onChange: () => void): () => void {
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
