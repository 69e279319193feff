// The page's entry script. Every public page arrives complete from the server; this only
// makes it interactive. It waits until the page has loaded and its largest content has been shown, and only then
// fetches the application and hydrates: on a slow phone the page's own text and images get the whole connection
// first and appear sooner. Until then links work as plain links, and a tap on a button starts loading at once and
// is replayed when the page is interactive (early-clicks.ts).

import { captureEarlyClicks } from './early-clicks';

/** However slow the page's images are, it becomes interactive after this long. */
const MAX_WAIT_MS = 4000;
/** After `load`, the page's largest content is taken as shown once no larger one has been painted for this long. */
const PAINT_QUIET_MS = 200;
/** ... and at most this long after `load`. */
const PAINT_WAIT_MS = 1000;

const timeout = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

const loaded = new Promise<void>((resolve) => {
  if (document.readyState === 'complete') resolve();
  else window.addEventListener('load', () => resolve(), { once: true });
});

/**
 * Resolves once the largest content is on screen: the images `load` waited for are painted in the frames after
 * it, each reported (as a largest-contentful-paint) once it is shown; when none has come for a while, the last one
 * was. Browsers without that report get the next frame instead.
 */
function largestContentShown(): Promise<void> {
  if (
    typeof PerformanceObserver === 'undefined' ||
    !PerformanceObserver.supportedEntryTypes?.includes('largest-contentful-paint')
  ) {
    return new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
  }
  return new Promise((resolve) => {
    let quiet = setTimeout(done, PAINT_QUIET_MS);
    const cap = setTimeout(done, PAINT_WAIT_MS);
    const observer = new PerformanceObserver(() => {
      clearTimeout(quiet);
      quiet = setTimeout(done, PAINT_QUIET_MS);
    });
    function done() {
      observer.disconnect();
      clearTimeout(quiet);
      clearTimeout(cap);
      resolve();
    }
    observer.observe({ type: 'largest-contentful-paint', buffered: true });
  });
}

// A visitor reaching for the page (a tap, a key) wants it interactive now.
const interaction = new Promise<void>((resolve) => captureEarlyClicks(() => resolve()));

// A page the server did not render (the admin) has nothing to show first; one reached through "Register Now" or
// "Apply for Stall" (/events/{slug}#register) is wanted interactive at once, to open its dialog.
const serverRendered = document.getElementById('root')?.hasChildNodes() ?? false;
const dialogAsked = /^#(register|apply-stall)$/.test(window.location.hash);
void (
  serverRendered && !dialogAsked
    ? Promise.race([loaded.then(largestContentShown), timeout(MAX_WAIT_MS), interaction])
    : Promise.resolve()
).then(() => import('./main'));
