import { describe, expect, it } from 'vitest';
import { buildIcs, escapeIcsText, eventInterval, foldIcsLine, formatIcsUtc, parseTimeRange } from './ics';

describe('ICS builder (RFC 5545)', () => {
  it('escapes backslash, semicolon, comma and newlines', () => {
    expect(escapeIcsText('a\\b;c,d\ne\r\nf')).toBe('a\\\\b\\;c\\,d\\ne\\nf');
  });

  it('folds lines at 75 octets without splitting a UTF-8 character', () => {
    const line = `SUMMARY:${'é'.repeat(60)}`;
    const folded = foldIcsLine(line);
    const parts = folded.split('\r\n');
    expect(parts.length).toBeGreaterThan(1);
    for (const [i, part] of parts.entries()) {
      expect(Buffer.byteLength(part, 'utf8')).toBeLessThanOrEqual(75);
      if (i > 0) expect(part.startsWith(' ')).toBe(true);
    }
    expect(parts.map((p, i) => (i ? p.slice(1) : p)).join('')).toBe(line);
    expect(foldIcsLine('SHORT:x')).toBe('SHORT:x');
  });

  it('builds a calendar with CRLF lines, UID, DTSTAMP and UTC times', () => {
    const ics = buildIcs({
      uid: 'abc@example.org',
      title: 'Diwali, Festival; of Lights',
      description: 'Line one\nLine two',
      location: 'Hall, 1 Main St',
      url: 'https://example.org/events/diwali',
      start: new Date('2025-10-19T00:00:00Z'),
      end: new Date('2025-10-19T05:00:00Z'),
      stamp: new Date('2025-01-02T03:04:05.678Z'),
    });
    expect(ics.endsWith('\r\n')).toBe(true);
    expect(ics.split('\r\n').every((l) => !l.includes('\n'))).toBe(true);
    expect(ics).toContain('BEGIN:VCALENDAR\r\nVERSION:2.0\r\n');
    expect(ics).toContain('UID:abc@example.org\r\n');
    expect(ics).toContain('DTSTAMP:20250102T030405Z\r\n');
    expect(ics).toContain('DTSTART:20251019T000000Z\r\n');
    expect(ics).toContain('DTEND:20251019T050000Z\r\n');
    expect(ics).toContain('SUMMARY:Diwali\\, Festival\\; of Lights\r\n');
    expect(ics).toContain('DESCRIPTION:Line one\\nLine two\r\n');
    expect(ics).toContain('END:VEVENT\r\nEND:VCALENDAR\r\n');
  });

  it('formats UTC stamps', () => {
    expect(formatIcsUtc(new Date('2025-10-18T17:05:09.123Z'))).toBe('20251018T170509Z');
  });

  it.each([
    ['5:00 PM - 10:00 PM', { start: { hour: 17, minute: 0 }, end: { hour: 22, minute: 0 } }],
    ['11:00 AM', { start: { hour: 11, minute: 0 } }],
    ['6 pm', { start: { hour: 18, minute: 0 } }],
    ['18:30–21:00', { start: { hour: 18, minute: 30 }, end: { hour: 21, minute: 0 } }],
    ['5 - 9 PM', { start: { hour: 17, minute: 0 }, end: { hour: 21, minute: 0 } }],
    ['12:00 AM', { start: { hour: 0, minute: 0 } }],
    ['12 PM', { start: { hour: 12, minute: 0 } }],
  ])('parses %s', (text, expected) => {
    expect(parseTimeRange(text)).toEqual(expected);
  });

  it.each(['Evening', 'TBD', '', '25:00', '5', 'after sunset'])('does not parse %j', (text) => {
    expect(parseTimeRange(text)).toBeNull();
  });

  it('places the parsed time on the event day in the site zone, in UTC', () => {
    // 2025-10-18 17:00 PDT (UTC-7) is stored; "5:00 PM - 10:00 PM" is 00:00Z to 05:00Z the next day.
    const event = { date: new Date('2025-10-19T00:00:00Z'), time: '5:00 PM - 10:00 PM' };
    const { start, end } = eventInterval(event, 'America/Los_Angeles');
    expect(start.toISOString()).toBe('2025-10-19T00:00:00.000Z');
    expect(end.toISOString()).toBe('2025-10-19T05:00:00.000Z');
  });

  it('defaults to two hours, and to the stored date itself when the time is not understood', () => {
    const date = new Date('2025-03-15T18:00:00Z');
    expect(eventInterval({ date, time: '11:00 AM' }, 'America/Los_Angeles')).toEqual({
      start: new Date('2025-03-15T18:00:00Z'),
      end: new Date('2025-03-15T20:00:00Z'),
    });
    expect(eventInterval({ date, time: 'Evening' }, 'America/Los_Angeles')).toEqual({
      start: date,
      end: new Date('2025-03-15T20:00:00Z'),
    });
    expect(eventInterval({ date, time: null }, 'UTC').end.toISOString()).toBe('2025-03-15T20:00:00.000Z');
  });

  it('runs past midnight when the end is before the start', () => {
    const { start, end } = eventInterval(
      { date: new Date('2025-06-01T12:00:00Z'), time: '10 PM - 1 AM' },
      'UTC',
    );
    expect(start.toISOString()).toBe('2025-06-01T22:00:00.000Z');
    expect(end.toISOString()).toBe('2025-06-02T01:00:00.000Z');
  });
});
