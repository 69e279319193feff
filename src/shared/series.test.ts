import { describe, expect, it } from 'vitest';
import { seriesSummary, startTimeText } from './series';

describe('seriesSummary', () => {
  const weekly = { freq: 'weekly' as const, interval: 1, byWeekday: ['TH', 'TU'], bySetPos: null };

  it('names the days in week order and the start time', () => {
    expect(seriesSummary(weekly, '18:00', '2026-10-20')).toBe('Every Tuesday and Thursday, 6:00 PM');
    expect(seriesSummary({ ...weekly, byWeekday: ['FR', 'MO', 'WE'] }, '9:30 AM', '2026-10-20')).toBe(
      'Every Monday, Wednesday and Friday, 9:30 AM',
    );
  });

  it('takes the first day’s weekday when none is given, and says how often', () => {
    expect(seriesSummary({ ...weekly, byWeekday: [], interval: 2 }, '19:00', '2026-10-19')).toBe(
      'Every other Monday, 7:00 PM',
    );
    expect(seriesSummary({ ...weekly, byWeekday: ['SU'], interval: 3 }, '12:00', '2026-10-19')).toBe(
      'Every 3 weeks on Sunday, 12:00 PM',
    );
  });

  it('reads monthly rules by position or by day of the month', () => {
    expect(
      seriesSummary({ freq: 'monthly', interval: 1, byWeekday: ['SA'], bySetPos: -1 }, '10:00', '2026-10-01'),
    ).toBe('The last Saturday of every month, 10:00 AM');
    expect(
      seriesSummary({ freq: 'monthly', interval: 1, byWeekday: [], bySetPos: null }, '18:00', '2026-10-22'),
    ).toBe('Monthly on the 22nd, 6:00 PM');
  });

  it('writes 24-hour times as the site shows them', () => {
    expect(startTimeText('00:15')).toBe('12:15 AM');
    expect(startTimeText('6:00 pm')).toBe('6:00 PM');
  });
});
