import { describe, expect, it } from 'vitest';
import {
  calendarSpan,
  clockInputValue,
  effectiveEnd,
  eventStatusOf,
  eventTimeText,
  isoWithOffset,
  parseCalendarDay,
  parseTimeText,
  timingFromDayAndText,
} from './event-time';

const LA = 'America/Los_Angeles';
const day = (text: string) => {
  const parsed = parseCalendarDay(text);
  if (!parsed) throw new Error(text);
  return parsed;
};

describe('event times in the site zone', () => {
  it.each([
    ['6:00 PM', { start: { hour: 18, minute: 0 } }],
    ['18:00', { start: { hour: 18, minute: 0 } }],
    ['6:00 PM - 10:00 PM', { start: { hour: 18, minute: 0 }, end: { hour: 22, minute: 0 } }],
    ['18:30–21:00', { start: { hour: 18, minute: 30 }, end: { hour: 21, minute: 0 } }],
    ['5 - 9 PM', { start: { hour: 17, minute: 0 }, end: { hour: 21, minute: 0 } }],
    ['6 pm to 9 pm', { start: { hour: 18, minute: 0 }, end: { hour: 21, minute: 0 } }],
    ['12:00 AM', { start: { hour: 0, minute: 0 } }],
    ['12 PM', { start: { hour: 12, minute: 0 } }],
  ])('reads %s', (text, expected) => {
    expect(parseTimeText(text)).toEqual(expected);
  });

  it.each(['Evening', 'TBD', '25:00', '5', 'after sunset', '6 PM - late', '1-2-3'])(
    'cannot read %j',
    (text) => {
      expect(parseTimeText(text)).toBeNull();
    },
  );

  it('puts 6 PM in January at 02:00Z the next day and in July at 01:00Z (DST)', () => {
    const winter = timingFromDayAndText(day('2027-01-16'), '6:00 PM', LA);
    expect(winter?.startsAt.toISOString()).toBe('2027-01-17T02:00:00.000Z');
    expect(winter?.timeKnown).toBe(true);
    const summer = timingFromDayAndText(day('2027-07-16'), '6:00 PM', LA);
    expect(summer?.startsAt.toISOString()).toBe('2027-07-17T01:00:00.000Z');
    expect(isoWithOffset(winter?.startsAt as Date, LA)).toBe('2027-01-16T18:00:00-08:00');
    expect(isoWithOffset(summer?.startsAt as Date, LA)).toBe('2027-07-16T18:00:00-07:00');
  });

  it('takes an end before the start as the next day, across a DST change', () => {
    // 2027-03-14 is the spring-forward Sunday in Los Angeles.
    const garba = timingFromDayAndText(day('2027-03-13'), '9:00 PM - 1:00 AM', LA);
    expect(garba?.startsAt.toISOString()).toBe('2027-03-14T05:00:00.000Z');
    expect(garba?.endsAt?.toISOString()).toBe('2027-03-14T09:00:00.000Z');
    const late = timingFromDayAndText(day('2027-03-13'), '10:00 PM - 4:00 AM', LA);
    expect(late?.endsAt?.toISOString()).toBe('2027-03-14T11:00:00.000Z');
    expect(eventTimeText(garba as NonNullable<typeof garba>, LA)).toBe('9:00 PM - 1:00 AM');
  });

  it('knows no time without a text, and is then an all-day event ending at the end of its day', () => {
    const timing = timingFromDayAndText(day('2027-03-14'), '', LA);
    expect(timing).toEqual({ startsAt: new Date('2027-03-14T08:00:00Z'), endsAt: null, timeKnown: false });
    const t = timing as NonNullable<typeof timing>;
    // A 23-hour day: midnight PDT on the 15th.
    expect(effectiveEnd(t, LA).toISOString()).toBe('2027-03-15T07:00:00.000Z');
    // Remembered by start and zone: the same start in another zone ends at that zone's midnight.
    expect(effectiveEnd(t, 'Asia/Kolkata').toISOString()).toBe('2027-03-14T18:30:00.000Z');
    expect(effectiveEnd(t, LA).toISOString()).toBe('2027-03-15T07:00:00.000Z');
    expect(eventTimeText(t, LA)).toBeNull();
    expect(calendarSpan(t, LA)).toEqual({ allDay: true, start: '20270314', end: '20270315' });
  });

  it('lasts the default two hours without an end, and says when it has ended', () => {
    const t = timingFromDayAndText(day('2027-01-16'), '18:00', LA) as NonNullable<
      ReturnType<typeof timingFromDayAndText>
    >;
    expect(effectiveEnd(t, LA).toISOString()).toBe('2027-01-17T04:00:00.000Z');
    expect(calendarSpan(t, LA)).toEqual({
      allDay: false,
      start: '20270117T020000Z',
      end: '20270117T040000Z',
    });
    const scheduled = { ...t, status: 'scheduled' };
    expect(eventStatusOf(scheduled, LA, new Date('2027-01-17T03:59:00Z'))).toBe('scheduled');
    expect(eventStatusOf(scheduled, LA, new Date('2027-01-17T04:00:00Z'))).toBe('ended');
    expect(eventStatusOf({ ...t, status: 'cancelled' }, LA, new Date('2020-01-01'))).toBe('cancelled');
    expect(clockInputValue(t.startsAt, LA)).toBe('18:00');
  });

  it('rejects impossible calendar days', () => {
    expect(parseCalendarDay('2027-02-30')).toBeNull();
    expect(parseCalendarDay('2027-2-3')).toBeNull();
  });
});
