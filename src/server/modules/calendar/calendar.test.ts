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
