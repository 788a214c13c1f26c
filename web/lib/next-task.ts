interface PrioritizedScheduler {
  yield?: () => Promise<void>;
}

/**
 * Resolves in a later task of the main thread, so that what comes next does not lengthen the current one: a task
 * over 50 ms (at Lighthouse's CPU slowdown) blocks a tap meanwhile. `scheduler.yield()` where the browser has it
 * (the continuation goes ahead of other pending work), a macrotask elsewhere (docs/decisions/0047).
 */
export function nextTask(): Promise<void> {
  const { scheduler } = globalThis as { scheduler?: PrioritizedScheduler };
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/** A frame comes within this time on a visible page; a page hidden meanwhile gets none: the work goes on anyway. */
const FRAME_WAIT_MS = 100;

/**
 * Runs `work` in the first task after the browser has painted the next frame: what a tap sets going (a form's
 * validation, a state that re-renders much) no longer holds up the paint that answers the tap, where the tap's INP
 * ends (docs/decisions/0051). A frame callback, then `nextTask()` from it: the frame's paint comes between. Where
 * no frame will come (no `requestAnimationFrame`, as in jsdom, or a hidden page) there is no paint to wait for:
 * at once.
 */
export function afterNextPaint(work: () => void): void {
  if (typeof requestAnimationFrame !== 'function' || document.visibilityState === 'hidden') {
    work();
    return;
  }
  let started = false;
  const next = () => {
    if (started) return;
    started = true;
    clearTimeout(timer);
    void nextTask().then(work);
  };
  const timer = setTimeout(next, FRAME_WAIT_MS);
  requestAnimationFrame(next);
}
