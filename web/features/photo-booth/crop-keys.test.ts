import { describe, expect, it } from 'vitest';
import { cropNudge } from './crop-keys';

const key = (k: string, mods: Partial<{ shiftKey: boolean; altKey: boolean; ctrlKey: boolean }> = {}) => ({
  key: k,
  shiftKey: false,
  altKey: false,
  ctrlKey: false,
  ...mods,
});

describe('cropNudge', () => {
  it('moves 1 px with an arrow, in its direction', () => {
    expect(cropNudge(key('ArrowLeft'))).toEqual({ dx: -1, dy: 0 });
    expect(cropNudge(key('ArrowRight'))).toEqual({ dx: 1, dy: 0 });
    expect(cropNudge(key('ArrowUp'))).toEqual({ dx: 0, dy: -1 });
    expect(cropNudge(key('ArrowDown'))).toEqual({ dx: 0, dy: 1 });
  });

  it('moves 10 px with Shift and 100 px with Alt or Ctrl', () => {
    expect(cropNudge(key('ArrowRight', { shiftKey: true }))).toEqual({ dx: 10, dy: 0 });
    expect(cropNudge(key('ArrowDown', { altKey: true }))).toEqual({ dx: 0, dy: 100 });
    expect(cropNudge(key('ArrowLeft', { ctrlKey: true }))).toEqual({ dx: -100, dy: 0 });
  });

  it('ignores other keys', () => {
    expect(cropNudge(key('Enter'))).toBeNull();
    expect(cropNudge(key('a', { shiftKey: true }))).toBeNull();
  });
});
