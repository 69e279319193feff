// Whether a press is the second of a double click. A pointerdown carries no click count (its `detail` is 0; only
// mousedown and click count), so it is compared with the press before: soon after and close by.

const DOUBLE_CLICK_MS = 500;
const SAME_SPOT_PX = 8;

type Press = { time: number; x: number; y: number };
let latest: Press | null = null;
let before: Press | null = null;

if (typeof window !== 'undefined') {
  // Capture on window: recorded before any handler on the document or below reads it.
  window.addEventListener(
    'pointerdown',
    (event) => {
      before = latest;
      latest = { time: event.timeStamp, x: event.clientX, y: event.clientY };
    },
    { capture: true },
  );
}

/** True when `event` (the pointerdown being handled) follows another press at the same spot within a double click. */
export function isRepeatPress(event: PointerEvent): boolean {
  if (!before || !latest || latest.time !== event.timeStamp) return false;
  return (
    latest.time - before.time <= DOUBLE_CLICK_MS &&
    Math.abs(latest.x - before.x) <= SAME_SPOT_PX &&
    Math.abs(latest.y - before.y) <= SAME_SPOT_PX
  );
}
