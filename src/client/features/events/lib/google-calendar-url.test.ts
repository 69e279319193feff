import { describe, expect, it } from 'vitest';
import { googleCalendarUrl, parseTimeRange } from './google-calendar-url';

const base = {
  title: 'Diwali Festival of Lights',
  description: 'Lamps & music',
  // 8 PM on 18 October in Los Angeles is already 19 October in UTC.
  date: '2025-10-19T03:00:00.000Z',
  time: '6:00 PM - 10:30 PM',
  venue: 'Community Center',
  address: '1 Main St, Tracy, CA',
};

const paramsOf = (url: string) => new URL(url).searchParams;

describe('parseTimeRange', () => {
  it('reads start and end times', () => {
    expect(parseTimeRange('6:00 PM - 10:30 PM')).toEqual({ start: 18 * 60, end: 22 * 60 + 30 });
    expect(parseTimeRange('10 am')).toEqual({ start: 600, end: null });
    expect(parseTimeRange('12:15 a.m.')).toEqual({ start: 15, end: null });
    expect(parseTimeRange('12 PM to 3 PM')).toEqual({ start: 720, end: 900 });
  });
  it('gives up on text it cannot read', () => {
    expect(parseTimeRange(null)).toBeNull();
    expect(parseTimeRange('Evening')).toBeNull();
    expect(parseTimeRange('18:00')).toBeNull();
  });
});

describe('googleCalendarUrl', () => {
  it('uses the calendar day in the site zone and the wall-clock times', () => {
    const p = paramsOf(googleCalendarUrl(base, 'America/Los_Angeles', 'https://x.example/events/diwali'));
    expect(p.get('action')).toBe('TEMPLATE');
    expect(p.get('text')).toBe('Diwali Festival of Lights');
    expect(p.get('dates')).toBe('20251018T180000/20251018T223000');
    expect(p.get('ctz')).toBe('America/Los_Angeles');
    expect(p.get('location')).toBe('Community Center, 1 Main St, Tracy, CA');
    expect(p.get('details')).toBe('Lamps & music\n\nhttps://x.example/events/diwali');
  });
  it('falls back to three hours, and to an all-day entry without a time', () => {
    expect(paramsOf(googleCalendarUrl({ ...base, time: '5 PM' }, 'America/Los_Angeles')).get('dates')).toBe(
      '20251018T170000/20251018T200000',
    );
    expect(paramsOf(googleCalendarUrl({ ...base, time: null }, 'America/Los_Angeles')).get('dates')).toBe(
      '20251018/20251019',
    );
    expect(paramsOf(googleCalendarUrl({ ...base, time: 'TBD' }, 'UTC')).get('dates')).toBe(
      '20251019/20251020',
    );
  });
});
