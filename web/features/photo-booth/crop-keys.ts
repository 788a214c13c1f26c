/**
 * Keyboard nudges of the crop box (SPEC.md section 9): arrows move it by 1 px, with Shift by 10 px, with Alt or
 * Ctrl by 100 px. Answers null for any other key.
 */
export function cropNudge(
  event: Pick<KeyboardEvent, 'key' | 'shiftKey' | 'altKey' | 'ctrlKey'>,
): { dx: number; dy: number } | null {
  const step = event.altKey || event.ctrlKey ? 100 : event.shiftKey ? 10 : 1;
  switch (event.key) {
    case 'ArrowLeft':
      return { dx: -step, dy: 0 };
    case 'ArrowRight':
      return { dx: step, dy: 0 };
    case 'ArrowUp':
      return { dx: 0, dy: -step };
    case 'ArrowDown':
      return { dx: 0, dy: step };
    default:
      return null;
  }
}
