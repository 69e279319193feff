import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ResponsiveImage } from './responsive-image';

// What the server sends for a picture: one on the first screen is requested at once; one further down is not
// requested before the page is interactive (an empty picture of its size holds its place), except by a browser
// without scripts, which gets the real one.

const variants = [
  { url: '/uploads/images/a/w480.webp', width: 480, height: 320 },
  { url: '/uploads/images/a/w960.webp', width: 960, height: 640 },
];
const picture = { src: '/uploads/images/a/original.jpg', width: 1600, height: 1067, variants, alt: 'Diwali' };

/** The image addresses a browser with scripts would request from the server's HTML (not those in <noscript>). */
const requested = (html: string) =>
  [...html.replace(/<noscript>.*?<\/noscript>/gs, '').matchAll(/(?:src|srcSet)="([^"]+)"/g)]
    .map(([, value]) => value ?? '')
    .filter((value) => !value.startsWith('data:'));

describe('ResponsiveImage in the server-rendered page', () => {
  it('requests a first-screen picture at once, with its sizes', () => {
    const html = renderToString(<ResponsiveImage {...picture} priority />);
    expect(requested(html).sort()).toEqual([
      '/uploads/images/a/original.jpg',
      '/uploads/images/a/w480.webp 480w, /uploads/images/a/w960.webp 960w, /uploads/images/a/original.jpg 1600w',
    ]);
    expect(html).toContain('fetchPriority="high"');
  });

  it('holds a lazy picture’s place with an empty picture of its size, the real one only for browsers without scripts', () => {
    const html = renderToString(<ResponsiveImage {...picture} className="w-full" />);
    expect(requested(html)).toEqual([]);
    const standIn = html.replace(/<noscript>.*?<\/noscript>/gs, '');
    expect(standIn).toMatch(
      /src="data:image\/svg\+xml,[^"]*width=&#x27;1600&#x27; height=&#x27;1067&#x27;[^"]*"/,
    );
    for (const attribute of [
      'alt="Diwali"',
      'width="1600"',
      'height="1067"',
      'class="bg-muted [@media(scripting:none)]:hidden w-full"',
    ])
      expect(standIn).toContain(attribute);
    const fallback = html.match(/<noscript>(.*?)<\/noscript>/s)?.[1] ?? '';
    expect(fallback).toContain('src="/uploads/images/a/original.jpg"');
    expect(fallback).toContain('loading="lazy"');
  });

  it('renders a lazy picture of unknown size as it is: no stand-in could hold its place', () => {
    const html = renderToString(<ResponsiveImage src="/x.jpg" alt="" />);
    expect(requested(html)).toEqual(['/x.jpg']);
    expect(html).not.toContain('<noscript>');
  });
});
