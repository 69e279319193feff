// @vitest-environment happy-dom
import { act } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, expect, it } from 'vitest';
import { HydratedProvider } from '../lib/use-hydrated';
import { ResponsiveImage } from './responsive-image';

// Once the page is hydrated and a lazy picture comes near the screen, its stand-in becomes the real picture by a
// change of its attributes: the element stays, so nothing that holds it (a script, a test, the browser's layout)
// sees it replaced.

/** The browser's report of elements coming near the screen (happy-dom lays nothing out, so never sends one). */
class ScreenReports {
  static watched: { element: Element; report: IntersectionObserverCallback; observer: ScreenReports }[] = [];
  constructor(private readonly report: IntersectionObserverCallback) {}
  observe(element: Element) {
    ScreenReports.watched.push({ element, report: this.report, observer: this });
  }
  disconnect() {
    ScreenReports.watched = ScreenReports.watched.filter((entry) => entry.observer !== this);
  }
  static comesNear(element: Element) {
    for (const entry of ScreenReports.watched.filter((watched) => watched.element === element)) {
      const seen = { target: element, isIntersecting: true } as IntersectionObserverEntry;
      entry.report([seen], entry.observer as unknown as IntersectionObserver);
    }
  }
}

const picture = { src: '/uploads/images/a/original.jpg', width: 1600, height: 1067, alt: 'Diwali' };
const actEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };

const browserReports = globalThis.IntersectionObserver;
afterEach(() => {
  globalThis.IntersectionObserver = browserReports;
  ScreenReports.watched = [];
  document.body.innerHTML = '';
  actEnvironment.IS_REACT_ACT_ENVIRONMENT = undefined;
});

it('keeps the stand-in element and gives it the real picture once it comes near the screen', async () => {
  actEnvironment.IS_REACT_ACT_ENVIRONMENT = true;
  globalThis.IntersectionObserver = ScreenReports as unknown as typeof IntersectionObserver;
  const container = document.createElement('div');
  container.innerHTML = renderToString(<ResponsiveImage {...picture} />);
  document.body.append(container);
  const standIn = container.querySelector(':scope > img');
  expect(standIn?.getAttribute('src')).toMatch(/^data:image\/svg\+xml/);

  await act(async () => {
    hydrateRoot(container, <ResponsiveImage {...picture} />);
  });
  // Hydrated, but far from the screen: still the stand-in, nothing requested.
  expect(standIn?.getAttribute('src')).toMatch(/^data:image\/svg\+xml/);

  await act(async () => {
    ScreenReports.comesNear(standIn as Element);
  });
  const image = container.querySelector(':scope > img');
  expect(image).toBe(standIn);
  expect(image?.getAttribute('src')).toBe(picture.src);
  expect(image?.getAttribute('loading')).toBe('lazy');
  expect(container.querySelector('noscript')).toBeNull();
});

it('shows a picture first rendered after hydration (another page opened in the app) at once', async () => {
  actEnvironment.IS_REACT_ACT_ENVIRONMENT = true;
  globalThis.IntersectionObserver = ScreenReports as unknown as typeof IntersectionObserver;
  const container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container);
  await act(async () => {
    root.render(<HydratedProvider>{null}</HydratedProvider>);
  });
  await act(async () => {
    root.render(
      <HydratedProvider>
        <ResponsiveImage {...picture} />
      </HydratedProvider>,
    );
  });
  expect(container.querySelector('img')?.getAttribute('src')).toBe(picture.src);
  expect(ScreenReports.watched).toHaveLength(0);
  root.unmount();
});
