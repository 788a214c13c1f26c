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
