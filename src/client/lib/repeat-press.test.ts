// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { isRepeatPress } from './repeat-press';

/** Dispatches a pointerdown at (x, y) stamped `time`, and answers what isRepeatPress says of it. */
function press(x: number, y: number, time: number): boolean {
  const event = new PointerEvent('pointerdown', { clientX: x, clientY: y, bubbles: true });
  Object.defineProperty(event, 'timeStamp', { value: time });
  let repeat = false;
  const read = () => {
    repeat = isRepeatPress(event);
  };
  document.addEventListener('pointerdown', read, { once: true });
  document.body.dispatchEvent(event);
  return repeat;
}

describe('isRepeatPress', () => {
  it('is the second press of a double click: at the same spot, soon after', () => {
    expect(press(100, 100, 1_000)).toBe(false);
    expect(press(102, 101, 1_200)).toBe(true);
  });

  it('is not a press long after, or somewhere else', () => {
    expect(press(100, 100, 5_000)).toBe(false);
    expect(press(100, 100, 5_800)).toBe(false);
    expect(press(300, 100, 5_900)).toBe(false);
  });
});
