// The same files styles.css names (one hashed asset each): preloaded on the pages whose language draws with them.
import displayFont from '@fontsource/dm-serif-display/files/dm-serif-display-latin-400-normal.woff2?url';
import devanagariFont from '@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-400-normal.woff2?url';
import { DEFAULT_LOCALE, LOCALES, type Locale, localizedPath } from '@shared/i18n/locales';
import { useEffect } from 'react';

/** What a page puts in <head>: rendered to tags on the server, applied to the document on client navigation. */
export type PageHead = {
  title: string;
  description?: string;
  /**
   * Absolute or site-relative image for link previews (a function when costly to build: called only to render the
   * tags, never while the page hydrates).
   */
  image?: string | (() => string);
  /** The image's size in pixels, when known (lets apps lay out the preview before fetching it). */
  imageSize?: { width: number; height: number };
  type?: 'website' | 'article';
  /** schema.org data for search engines (a function when costly to build: called only to render the tags). */
  jsonLd?: Record<string, unknown> | (() => Record<string, unknown>);
  noindex?: boolean;
};

const escapeHtml = (s: string) =>
  s.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');

const absolute = (url: string, origin: string) => (/^https?:\/\//.test(url) ? url : `${origin}${url}`);

/**
 * The page's head tags. `path` is the page's path in the default language (`/events`), `locale` the language of
 * this rendering: its canonical address is the path in that language, and an indexed page names its address in
 * every language (hreflang alternates, the default language's also as x-default).
 */
const alternates = (origin: string, path: string) => [
  ...LOCALES.map(
    ({ code }) =>
      `<link rel="alternate" hreflang="${code}" href="${escapeHtml(`${origin}${localizedPath(code, path)}`)}" />`,
  ),
  `<link rel="alternate" hreflang="x-default" href="${escapeHtml(`${origin}${path}`)}" />`,
];

/**
 * The one font a language's pages draw their first screen with, preloaded so it is ready for the first paint: the
 * headings' DM Serif Display, or on Hindi pages Noto Sans Devanagari, whose headings leave DM Serif Display out
 * (styles.css): on a weak connection the first screen would otherwise wait for both files.
 */
const PAGE_FONTS: Record<Locale, string> = { en: displayFont, es: displayFont, hi: devanagariFont };

export function renderHeadTags(
  head: PageHead,
  origin: string,
  path: string,
  locale: Locale = DEFAULT_LOCALE,
): string {
  const url = `${origin}${localizedPath(locale, path)}`;
  const image = typeof head.image === 'function' ? head.image() : head.image;
  const tags = [
    `<title>${escapeHtml(head.title)}</title>`,
    `<link rel="preload" href="${escapeHtml(PAGE_FONTS[locale])}" as="font" type="font/woff2" crossorigin />`,
    // A page kept out of search engines (the 404 page) names no address of its own: it is the same page for every
    // unknown path, and kept once (plugins/public-cache.ts).
    ...(head.noindex
      ? []
      : [`<link rel="canonical" href="${escapeHtml(url)}" />`, ...alternates(origin, path)]),
    `<meta property="og:title" content="${escapeHtml(head.title)}" />`,
    `<meta property="og:type" content="${head.type ?? 'website'}" />`,
    ...(head.noindex ? [] : [`<meta property="og:url" content="${escapeHtml(url)}" />`]),
    `<meta name="twitter:card" content="${image ? 'summary_large_image' : 'summary'}" />`,
    `<meta name="twitter:title" content="${escapeHtml(head.title)}" />`,
    // The calendar to subscribe to and the feed of upcoming events, on every page.
    '<link rel="alternate" type="text/calendar" title="Events calendar" href="/events.ics" />',
    '<link rel="alternate" type="application/rss+xml" title="Upcoming events" href="/feed.xml" />',
  ];
  if (head.description) {
    const d = escapeHtml(head.description);
    tags.push(
      `<meta name="description" content="${d}" />`,
      `<meta property="og:description" content="${d}" />`,
      `<meta name="twitter:description" content="${d}" />`,
    );
  }
  if (image) {
    const img = escapeHtml(absolute(image, origin));
    tags.push(
      `<meta property="og:image" content="${img}" />`,
      `<meta name="twitter:image" content="${img}" />`,
    );
    if (head.imageSize) {
      tags.push(
        `<meta property="og:image:width" content="${head.imageSize.width}" />`,
        `<meta property="og:image:height" content="${head.imageSize.height}" />`,
      );
    }
  }
  if (head.noindex) tags.push('<meta name="robots" content="noindex" />');
  if (head.jsonLd) {
    const data = typeof head.jsonLd === 'function' ? head.jsonLd() : head.jsonLd;
    const json = JSON.stringify(data).replace(/</g, '\\u003c');
    tags.push(`<script type="application/ld+json">${json}</script>`);
  }
  return tags.join('\n    ');
}

/** Keeps the document's title and description in step with the page after client-side navigation. */
export function usePageHead(head: PageHead): void {
  useEffect(() => {
    document.title = head.title;
    if (head.description) {
      document.querySelector('meta[name="description"]')?.setAttribute('content', head.description);
    }
  }, [head.title, head.description]);
}
