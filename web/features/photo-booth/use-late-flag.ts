import { useEffect, useState } from 'react';

/**
 * True once `active` has stayed true for `delayMs`: a progress message that appears only when the wait is long
 * enough to notice, instead of flashing on every quick step.
 */
export function useLateFlag(active: boolean, delayMs: number): boolean {
  const [late, setLate] = useState(false);
  useEffect(() => {
    if (!active) return;
    const timer = window.setTimeout(() => setLate(true), delayMs);
    return () => {
      window.clearTimeout(timer);
      setLate(false);
    };
  }, [active, delayMs]);
  return active && late;
}
