import { afterEach, describe, expect, it, vi } from 'vitest';
import { whenPageIdle } from './page-idle';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('whenPageIdle', () => {
  it('waits for the load event, then for idle time', () => {
    vi.spyOn(document, 'readyState', 'get').mockReturnValue('loading');
    const idle: (() => void)[] = [];
    vi.stubGlobal('requestIdleCallback', (callback: () => void) => idle.push(callback));
    const task = vi.fn();
    whenPageIdle(task);
    expect(idle).toHaveLength(0);
    window.dispatchEvent(new Event('load'));
    expect(idle).toHaveLength(1);
    expect(task).not.toHaveBeenCalled();
    idle[0]();
    expect(task).toHaveBeenCalledOnce();
  });

  it('runs after a timer where there is no requestIdleCallback, and not at all once cancelled', async () => {
    vi.stubGlobal('requestIdleCallback', undefined);
    const ran = vi.fn();
    whenPageIdle(ran);
    const cancelled = vi.fn();
    whenPageIdle(cancelled)();
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(ran).toHaveBeenCalledOnce();
    expect(cancelled).not.toHaveBeenCalled();
  });
});
