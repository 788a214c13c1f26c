/**
 * Whether the toaster is needed yet. It mounts (AppProviders) at the first toast or at the visitor's first touch,
 * click or key, whichever comes first: no page shows a toast before the visitor acts, and mounting it while the
 * page loads (its library, the styles it injects and the style recalculation of the whole page they cause) would
 * only hold up the main thread.
 */
let wanted = false;
const listeners = new Set<() => void>();
const FIRST_ACTS = ['pointerdown', 'keydown'] as const;

export function wantToaster(): void {
  if (wanted) return;
  wanted = true;
  for (const listener of listeners) listener();
}

export const toasterWanted = (): boolean => wanted;

export function subscribeToToasterDemand(listener: () => void): () => void {
  listeners.add(listener);
  for (const type of FIRST_ACTS) window.addEventListener(type, wantToaster, { capture: true, passive: true });
  return () => {
    listeners.delete(listener);
    for (const type of FIRST_ACTS) window.removeEventListener(type, wantToaster, { capture: true });
  };
}
