import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useLateFlag } from './use-late-flag';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('useLateFlag', () => {
  it('turns true only after the wait has lasted the delay, and false as soon as it ends', () => {
    const { result, rerender } = renderHook(({ active }) => useLateFlag(active, 250), {
      initialProps: { active: true },
    });
    expect(result.current).toBe(false);
    act(() => vi.advanceTimersByTime(249));
    expect(result.current).toBe(false);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toBe(true);
    rerender({ active: false });
    expect(result.current).toBe(false);
  });

  it('never turns true for a wait shorter than the delay', () => {
    const { result, rerender } = renderHook(({ active }) => useLateFlag(active, 250), {
      initialProps: { active: true },
    });
    act(() => vi.advanceTimersByTime(100));
    rerender({ active: false });
    act(() => vi.advanceTimersByTime(500));
    expect(result.current).toBe(false);
  });
});
