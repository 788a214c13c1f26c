import { useRef, useState, type ReactNode } from 'react';
import type { FormGuard } from '../../core/schema/form-guard.schema';
import { useBeforeHydration } from '../lib/deferred-hydration';

/**
 * The public forms' bot guard: a honeypot input nobody sees or reaches with the keyboard (a bot filling every
 * input fills it) and the time the form has been open. `guard()` gives the two fields to add to the body;
 * the server answers a bot as if it were stored and stores nothing.
 */
export function useFormGuard(): { honeypot: ReactNode; guard: () => Required<FormGuard> } {
  // A form hydrated at the visitor's first touch has been on the screen since the page was.
  const shownAt = useBeforeHydration()?.shownAt;
  const [openedAt] = useState(() => shownAt ?? Date.now());
  const input = useRef<HTMLInputElement>(null);
  const honeypot = (
    <div className="visually-hidden" aria-hidden="true">
      <label>
        Lascia vuoto questo campo
        <input ref={input} type="text" name="website" tabIndex={-1} autoComplete="off" defaultValue="" />
      </label>
    </div>
  );
  // An elapsed time, not a timestamp: the phone's clock and the server's need not agree.
  const guard = () => ({
    website: input.current?.value ?? '',
    fillTimeMs: Date.now() - openedAt,
    sourcePage: window.location.pathname,
  });
  return { honeypot, guard };
}
