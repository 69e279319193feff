import { describe, expect, it } from 'vitest';
import { calendarDateIn, formatLongDate, zonedTimeToUtc } from './dates';

describe('site time zone dates', () => {
  it('shows an 8 PM Pacific event on its own day, not the next UTC day', () => {
    const eightPm = zonedTimeToUtc({ year: 2025, month: 10, day: 18, hour: 20 }, 'America/Los_Angeles');
    expect(eightPm.toISOString()).toBe('2025-10-19T03:00:00.000Z');
    expect(formatLongDate(eightPm, 'America/Los_Angeles')).toBe('Saturday, October 18, 2025');
    expect(calendarDateIn(eightPm, 'America/Los_Angeles')).toBe('2025-10-18');
  });

  it('handles both sides of a daylight-saving change', () => {
    expect(
      zonedTimeToUtc({ year: 2025, month: 3, day: 8, hour: 12 }, 'America/Los_Angeles').toISOString(),
    ).toBe('2025-03-08T20:00:00.000Z');
    expect(
      zonedTimeToUtc({ year: 2025, month: 3, day: 10, hour: 12 }, 'America/Los_Angeles').toISOString(),
    ).toBe('2025-03-10T19:00:00.000Z');
  });
});
