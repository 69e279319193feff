import { formatLongDate } from '@shared/dates';
import { eventTimeText } from '@shared/event-time';
import { xmlEscape } from '../../lib/xml';
import type { EventRow } from '../events/event-row';

/** An RSS 2.0 channel of events: one item per event, linked to its page, its when and where first. */
export function eventsRss(
  rows: EventRow[],
  options: { siteUrl: string; timeZone: string; title: string },
): string {
  const { siteUrl, timeZone } = options;
  const items = rows.map((row) => {
    const link = `${siteUrl}/events/${encodeURIComponent(row.slug)}`;
    const when = [formatLongDate(row.startsAt, timeZone), eventTimeText(row, timeZone)]
      .filter(Boolean)
      .join(', ');
    const cancelled = row.status === 'cancelled' ? 'Cancelled. ' : '';
    const summary = `${cancelled}${when} at ${row.venue}, ${row.address}.${row.description ? ` ${row.description}` : ''}`;
    return [
      '    <item>',
      `      <title>${xmlEscape(cancelled ? `Cancelled: ${row.title}` : row.title)}</title>`,
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
    `    <link>${xmlEscape(`${siteUrl}/events`)}</link>`,
    `    <atom:link href="${xmlEscape(`${siteUrl}/feed.xml`)}" rel="self" type="application/rss+xml"/>`,
    `    <description>${xmlEscape(`Upcoming events of ${options.title}`)}</description>`,
    '    <language>en-us</language>',
    ...items,
    '  </channel>',
    '</rss>',
    '',
  ].join('\n');
}
