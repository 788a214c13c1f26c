/**
 * Runs `task` once the page has loaded and the browser is idle (at most `timeout` ms later), so that work the
 * page only needs later does not block its start. Returns a function that cancels it.
 */
export function whenPageIdle(task: () => void, timeout = 2000): () => void {
  let cancelIdle = () => {};
  const schedule = () => {
    if (typeof requestIdleCallback === 'function') {
      const handle = requestIdleCallback(task, { timeout });
      cancelIdle = () => cancelIdleCallback(handle);
    } else {
      // Safari has no requestIdleCallback: the next task after load is the closest it offers.
      const handle = setTimeout(task, 0);
      cancelIdle = () => clearTimeout(handle);
    }
  };
  if (document.readyState === 'complete') {
    schedule();
    return () => cancelIdle();
  }
  window.addEventListener('load', schedule, { once: true });
  return () => {
    window.removeEventListener('load', schedule);
    cancelIdle();
  };
}
