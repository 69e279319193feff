/**
 * Calls `reached` once, when `element` comes within `margin` (a CSS margin, as IntersectionObserver's rootMargin)
 * of the screen; at once in a browser that cannot tell. Returns what stops the watching.
 */
export function whenNearScreen(element: Element, margin: string, reached: () => void): () => void {
  if (typeof IntersectionObserver === 'undefined') {
    reached();
    return () => undefined;
  }
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      reached();
    },
    { rootMargin: margin },
  );
  observer.observe(element);
  return () => observer.disconnect();
}
