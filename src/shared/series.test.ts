import { describe, expect, it } from 'vitest';
import { seriesSummary, seriesSummaryIn, startTimeText } from './series';

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

describe('seriesSummaryIn', () => {
  const weekly = { freq: 'weekly' as const, interval: 1, byWeekday: ['TH', 'TU'], bySetPos: null };
  const lastSaturday = { freq: 'monthly' as const, interval: 1, byWeekday: ['SA'], bySetPos: -1 };
  const onThe22nd = { freq: 'monthly' as const, interval: 1, byWeekday: [], bySetPos: null };

  it('is seriesSummary word for word in English', () => {
    for (const rule of [weekly, lastSaturday, onThe22nd])
      expect(seriesSummaryIn('en', rule, '18:00', '2026-10-22')).toBe(
        seriesSummary(rule, '18:00', '2026-10-22'),
      );
  });

  it('words the rule in Hindi and Spanish, days, list and time of day as Intl writes them', () => {
    expect(seriesSummaryIn('hi', weekly, '18:00', '2026-10-20')).toBe('हर मंगलवार और गुरुवार, शाम 6:00');
    expect(seriesSummaryIn('es', weekly, '18:00', '2026-10-20')).toBe('Cada martes y jueves, 6:00 p.m.');
    expect(seriesSummaryIn('hi', lastSaturday, '10:00', '2026-10-01')).toBe(
      'हर महीने का आखिरी शनिवार, सुबह 10:00',
    );
    expect(seriesSummaryIn('es', lastSaturday, '10:00', '2026-10-01')).toBe(
      'El último sábado de cada mes, 10:00 a.m.',
    );
    expect(seriesSummaryIn('hi', onThe22nd, '18:00', '2026-10-22')).toBe('हर महीने की 22 तारीख, शाम 6:00');
    expect(seriesSummaryIn('es', { ...weekly, interval: 2, byWeekday: [] }, '19:00', '2026-10-19')).toBe(
      'Cada dos semanas, lunes, 7:00 p.m.',
    );
  });
});
