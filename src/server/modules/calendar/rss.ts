import { formatLongDate } from '@shared/dates';
import { eventTimeText } from '@shared/event-time';
import { DEFAULT_LOCALE, type Locale, localeConfig, localizedPath } from '@shared/i18n/locales';
import { isTranslatedLocale } from '@shared/schemas/content-translations';
import { xmlEscape } from '../../lib/xml';
import type { EventRow } from '../events/event-row';

/** The event's title and description in a language, English where none was written. */
function writtenIn(row: EventRow, locale: Locale) {
  const written = isTranslatedLocale(locale) ? row.translations[locale] : undefined;
  return {
    title: written?.title?.trim() ? written.title : row.title,
    description: written?.description?.trim() ? written.description : row.description,
  };
}

/**
 * An RSS 2.0 channel of events: one item per event, linked to its page, its when and where first. In another
 * language (`/hi/feed.xml`), the titles and descriptions the organisers wrote in it, linked to its pages.
 */
export function eventsRss(
  rows: EventRow[],
  options: { siteUrl: string; timeZone: string; title: string; locale?: Locale },
): string {
  const { siteUrl, timeZone } = options;
  const locale = options.locale ?? DEFAULT_LOCALE;
  const items = rows.map((row) => {
    const link = `${siteUrl}${localizedPath(locale, `/events/${encodeURIComponent(row.slug)}`)}`;
    const { title, description } = writtenIn(row, locale);
    const when = [formatLongDate(row.startsAt, timeZone), eventTimeText(row, timeZone)]
      .filter(Boolean)
      .join(', ');
    const cancelled = row.status === 'cancelled' ? 'Cancelled. ' : '';
    const summary = `${cancelled}${when} at ${row.venue}, ${row.address}.${description ? ` ${description}` : ''}`;
    return [
      '    <item>',
      `      <title>${xmlEscape(cancelled ? `Cancelled: ${title}` : title)}</title>`,
      `      <link>${xmlEscape(link)}</link>`,
      `      <guid isPermaLink="false">${xmlEscape(`event-${row.id}`)}</guid>`,
      `      <pubDate>${row.createdAt.toUTCString()}</pubDate>`,
      `      <description>${xmlEscape(summary)}</description>`,
      '    </item>',
    ].join('\n');
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">',
    '  <channel>',
    `    <title>${xmlEscape(`${options.title}: upcoming events`)}</title>`,
    `    <link>${xmlEscape(`${siteUrl}${localizedPath(locale, '/events')}`)}</link>`,
    `    <atom:link href="${xmlEscape(`${siteUrl}${localizedPath(locale, '/feed.xml')}`)}" rel="self" type="application/rss+xml"/>`,
    `    <description>${xmlEscape(`Upcoming events of ${options.title}`)}</description>`,
    `    <language>${localeConfig(locale).intl.toLowerCase()}</language>`,
    ...items,
    '  </channel>',
    '</rss>',
    '',
  ].join('\n');
}
