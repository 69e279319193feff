// @vitest-environment happy-dom
import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, expect, it } from 'vitest';
import { ResponsiveImage } from './responsive-image';

// Hydration turns a lazy picture's stand-in into the real picture by changing its attributes: the element stays,
// so nothing that holds it (a script, a test, the browser's layout) sees it replaced.

const picture = { src: '/uploads/images/a/original.jpg', width: 1600, height: 1067, alt: 'Diwali' };
const actEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };

afterEach(() => {
  document.body.innerHTML = '';
  actEnvironment.IS_REACT_ACT_ENVIRONMENT = undefined;
});

it('keeps the stand-in element and gives it the real picture', async () => {
  actEnvironment.IS_REACT_ACT_ENVIRONMENT = true;
  const container = document.createElement('div');
  container.innerHTML = renderToString(<ResponsiveImage {...picture} />);
  document.body.append(container);
  const standIn = container.querySelector(':scope > img');
  expect(standIn?.getAttribute('src')).toMatch(/^data:image\/svg\+xml/);

  await act(async () => {
    hydrateRoot(container, <ResponsiveImage {...picture} />);
  });

  const image = container.querySelector(':scope > img');
  expect(image).toBe(standIn);
  expect(image?.getAttribute('src')).toBe(picture.src);
  expect(image?.getAttribute('loading')).toBe('lazy');
  expect(container.querySelector('noscript')).toBeNull();
});
