import { describe, expect, it } from 'vitest';
import { googleCalendarUrl } from './google-calendar-url';

const base = {
  title: 'Diwali Festival of Lights',
  description: 'Lamps & music',
  // 6 PM on 16 January in Los Angeles is 02:00Z on the 17th.
  startsAt: '2027-01-17T02:00:00.000Z',
  endsAt: '2027-01-17T06:30:00.000Z',
  timeKnown: true,
  venue: 'Community Center',
  address: '1 Main St, Tracy, CA',
};

const paramsOf = (url: string) => new URL(url).searchParams;

describe('googleCalendarUrl', () => {
  it('carries the real start and end instants', () => {
    const p = paramsOf(googleCalendarUrl(base, 'America/Los_Angeles', 'https://x.example/events/diwali'));
    expect(p.get('action')).toBe('TEMPLATE');
    expect(p.get('text')).toBe('Diwali Festival of Lights');
    expect(p.get('dates')).toBe('20270117T020000Z/20270117T063000Z');
    expect(p.get('ctz')).toBe('America/Los_Angeles');
    expect(p.get('location')).toBe('Community Center, 1 Main St, Tracy, CA');
    expect(p.get('details')).toBe('Lamps & music\n\nhttps://x.example/events/diwali');
  });

  it('lasts the default two hours without an end, and is all-day with an unknown time', () => {
    expect(paramsOf(googleCalendarUrl({ ...base, endsAt: null }, 'America/Los_Angeles')).get('dates')).toBe(
      '20270117T020000Z/20270117T040000Z',
    );
    const allDay = { ...base, startsAt: '2027-01-16T08:00:00.000Z', endsAt: null, timeKnown: false };
    expect(paramsOf(googleCalendarUrl(allDay, 'America/Los_Angeles')).get('dates')).toBe('20270116/20270117');
  });
});
