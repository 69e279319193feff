// The application loads after the page is shown (boot.ts), so a visitor can tap one of its buttons before React has
// taken the page over, when the tap would do nothing. The last such tap is remembered and replayed once it has
// (app.tsx): "Register Now" or the menu tapped early still opens. Any tap, key press or focus also starts loading
// the application at once. Links need no script; submit buttons stay disabled until then (use-hydrated.ts).

let pending: HTMLButtonElement | null = null;
let listening = false;

function rememberClick(event: MouseEvent) {
  const button = event.target instanceof Element ? event.target.closest('button') : null;
  if (button && !button.disabled && button.type === 'button') pending = button;
}

const INTERACTIONS = ['pointerdown', 'keydown', 'focusin'] as const;

/** From boot.ts, as the page arrives. `onInteraction` may be called more than once. */
export function captureEarlyClicks(onInteraction: () => void): void {
  listening = true;
  document.addEventListener('click', rememberClick, true);
  for (const type of INTERACTIONS) {
    document.addEventListener(type, onInteraction, { capture: true, once: true, passive: true });
  }
}

/** From the application once it owns the page: replays the remembered tap, if any. */
export function replayEarlyClick(): void {
  if (!listening) return;
  listening = false;
  document.removeEventListener('click', rememberClick, true);
  const button = pending;
  pending = null;
  if (button?.isConnected && !button.disabled) button.click();
}
