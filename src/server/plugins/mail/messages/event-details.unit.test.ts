import { describe, expect, it } from 'vitest';
import { eventIcsAttachment, type MailEvent } from './event-details';

const event: MailEvent = {
  id: '6f1c2b1e-2d7e-4c55-9a59-3f0f7f0b9a10',
  slug: 'diwali',
  title: 'Diwali',
  description: 'Lights and music',
  venue: 'Community Hall',
  address: '1 Main St, Tracy, CA',
  startsAt: new Date('2026-11-09T01:00:00Z'),
  endsAt: new Date('2026-11-09T05:00:00Z'),
  timeKnown: true,
  status: 'scheduled',
  icsSequence: 0,
  updatedAt: new Date('2026-01-01T00:00:00Z'),
};
const options = { timeZone: 'America/Los_Angeles', siteUrl: 'https://example.org' };

describe('the calendar file attached to a confirmation', () => {
  it('is reused for the same event, and rebuilt as soon as a detail of the event changes', () => {
    const first = eventIcsAttachment(event, options).content;
    expect(eventIcsAttachment({ ...event }, options).content).toBe(first);

    const later = eventIcsAttachment(
      { ...event, startsAt: new Date('2026-11-09T02:00:00Z'), icsSequence: 1 },
      options,
    ).content;
    expect(later).toContain('DTSTART:20261109T020000Z');
    expect(first).toContain('DTSTART:20261109T010000Z');

    const moved = eventIcsAttachment({ ...event, venue: 'Park' }, options).content;
    expect(moved).toContain('LOCATION:Park\\, 1 Main St\\, Tracy\\, CA');
    expect(eventIcsAttachment(event, { ...options, siteUrl: 'https://other.example' }).content).toContain(
      'URL:https://other.example/events/diwali',
    );
  });
});
