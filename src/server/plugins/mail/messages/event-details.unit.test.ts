import { describe, expect, it } from 'vitest';
import { eventIcsAttachment, type MailEvent } from './event-details';

const event: MailEvent = {
  id: '6f1c2b1e-2d7e-4c55-9a59-3f0f7f0b9a10',
  slug: 'diwali',
  title: 'Diwali',
  description: 'Lights and music',
  venue: 'Community Hall',
  address: '1 Main St, Tracy, CA',
  date: new Date('2026-11-08T08:00:00Z'),
  time: '5:00 PM - 9:00 PM',
};
const options = { timeZone: 'America/Los_Angeles', siteUrl: 'https://example.org' };

describe('the calendar file attached to a confirmation', () => {
  it('is reused for the same event, and rebuilt as soon as a detail of the event changes', () => {
    const first = eventIcsAttachment(event, options).content;
    expect(eventIcsAttachment({ ...event }, options).content).toBe(first);

    const later = eventIcsAttachment({ ...event, time: '6:00 PM - 9:00 PM' }, options).content;
    expect(later).toContain('DTSTART:20261109T020000Z');
    expect(first).toContain('DTSTART:20261109T010000Z');

    const moved = eventIcsAttachment({ ...event, venue: 'Park' }, options).content;
    expect(moved).toContain('LOCATION:Park\\, 1 Main St\\, Tracy\\, CA');
    expect(eventIcsAttachment(event, { ...options, siteUrl: 'https://other.example' }).content).toContain(
      'URL:https://other.example/events/diwali',
    );
  });
});
