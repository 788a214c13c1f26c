import { whenPageIdle } from './page-idle';

/**
 * Whether the toaster is needed yet. It mounts (AppProviders) at the first toast or at the visitor's first touch,
 * click or key, whichever comes first: no page shows a toast before the visitor acts, and mounting it while the
 * page loads (its library, the styles it injects and the style recalculation of the whole page they cause) would
 * only hold up the main thread. At the first act, once the browser is idle after it: mounted in the act's own
 * events, it took 8 to 22 ms of that tap's INP at 4× CPU (docs/decisions/0051). A toast wants it at once.
 */
let wanted = false;
const listeners = new Set<() => void>();
const FIRST_ACTS = ['pointerdown', 'keydown'] as const;

export function wantToaster(): void {
  if (wanted) return;
  wanted = true;
  for (const listener of listeners) listener();
}

let asked = false;

function wantToasterWhenIdle(): void {
  if (wanted || asked) return;
  asked = true;
  whenPageIdle(wantToaster);
}

export const toasterWanted = (): boolean => wanted;

export function subscribeToToasterDemand(listener: () => void): () => void {
  listeners.add(listener);
  for (const type of FIRST_ACTS) window.addEventListener(type, wantToasterWhenIdle, { capture: true, passive: true });
  return () => {
    listeners.delete(listener);
    for (const type of FIRST_ACTS) window.removeEventListener(type, wantToasterWhenIdle, { capture: true });
  };
}
