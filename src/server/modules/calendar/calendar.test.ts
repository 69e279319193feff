import { XMLParser, XMLValidator } from 'fast-xml-parser';
import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { insertEvent } from '../../../../test/fixtures';
import { useTestApp } from '../../../../test/test-app';

describe('GET /api/events/:id/calendar.ics', () => {
  const t = useTestApp({ PUBLIC_URL: 'https://events.example.org', SITE_TIMEZONE: 'America/Los_Angeles' });

  it('answers the event as an iCalendar attachment named after its slug, by slug or id', async () => {
    const event = await insertEvent(t.database, 10, {
      slug: 'diwali-2025',
      title: 'Diwali, Festival of Lights',
      startsAt: new Date('2025-10-19T00:00:00Z'),
      endsAt: new Date('2025-10-19T05:00:00Z'),
      timeKnown: true,
      venue: 'Community Center',
      address: '950 East St; Tracy',
    });
    for (const id of [event.slug, event.id]) {
      const res = await t.app.inject(`/api/events/${id}/calendar.ics`);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/calendar/);
      expect(res.headers['content-disposition']).toBe('attachment; filename="diwali-2025.ics"');
      expect(res.body).toContain(`UID:${event.id}@events.example.org\r\n`);
      expect(res.body).toContain('DTSTART:20251019T000000Z\r\n');
      expect(res.body).toContain('DTEND:20251019T050000Z\r\n');
      expect(res.body).toContain('SUMMARY:Diwali\\, Festival of Lights\r\n');
      expect(res.body).toContain('LOCATION:Community Center\\, 950 East St\\; Tracy\r\n');
      expect(res.body).toContain('URL:https://events.example.org/events/diwali-2025\r\n');
    }
  });

  it('answers 404 for an unknown event', async () => {
    const res = await t.app.inject('/api/events/nope/calendar.ics');
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Event not found');
  });
});

describe('GET /api/events/:id/calendar.ics behind the public read cache', () => {
  const t = useTestApp({}, { publicCache: true });

  it('keeps the attachment file name on every request', async () => {
    const event = await insertEvent(t.database, 10, { slug: 'cached-event' });
    for (let i = 0; i < 2; i++) {
      const res = await t.app.inject(`/api/events/${event.slug}/calendar.ics`);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-disposition']).toBe('attachment; filename="cached-event.ics"');
      expect(res.headers['content-type']).toMatch(/^text\/calendar/);
    }
  });
});

describe('feeds and calendars of text holding control characters', () => {
  const t = useTestApp({ PUBLIC_URL: 'https://events.example.org' });
  // As stored before admin text was cleaned on save: a vertical tab (Word's line break), a form feed, an escape,
  // a unit separator, and U+FFFE, which no XML document may hold either.
  const title = 'Diwali\u000bNight \u001b& Friends';
  const description = 'Music\u000cand\u001fdance\ufffe\tfor all,\nall evening';

  it('/feed.xml is well-formed XML, the characters dropped', async () => {
    await insertEvent(t.database, 5, { slug: 'diwali-night', title, description, venue: 'Hall\u0007 A' });
    const feed = await t.app.inject('/feed.xml');
    expect(feed.statusCode).toBe(200);
    expect(XMLValidator.validate(feed.body)).toBe(true);
    // What the XML 1.0 Char production allows, which the validator does not check.
    expect(feed.body).toMatch(/^[\t\n\r\u0020-\ud7ff\ue000-\ufffd\u{10000}-\u{10ffff}]*$/u);
    const rss = new XMLParser().parse(feed.body);
    const item = [rss.rss.channel.item].flat()[0];
    expect(item.title).toBe('DiwaliNight & Friends');
    expect(item.description).toContain('at Hall A, 1 Main Street');
    expect(item.description).toContain('Musicanddance\tfor all,\nall evening');
  });

  it('the event calendar and the subscribable one hold no control character but their line ends', async () => {
    for (const url of ['/events.ics', '/api/events/diwali-night/calendar.ics']) {
      const res = await t.app.inject(url);
      expect(res.statusCode, url).toBe(200);
      // biome-ignore lint/suspicious/noControlCharactersInRegex: the point of the test
      expect(res.body.replace(/\r\n/g, ''), url).not.toMatch(/[\u0000-\u0008\u000a-\u001f\u007f\ufffe]/);
      const vevent = new ICAL.Component(ICAL.parse(res.body)).getFirstSubcomponent('vevent');
      expect(vevent?.getFirstPropertyValue('summary'), url).toBe('DiwaliNight & Friends');
      expect(vevent?.getFirstPropertyValue('description'), url).toBe('Musicanddance\tfor all,\nall evening');
    }
  });
});
