import { describe, expect, it } from 'vitest';
import { buildIcs, escapeIcsText, eventIcs, foldIcsLine, formatIcsUtc } from './ics';

describe('ICS builder (RFC 5545)', () => {
  it('escapes backslash, semicolon, comma and newlines', () => {
    expect(escapeIcsText('a\\b;c,d\ne\r\nf')).toBe('a\\\\b\\;c\\,d\\ne\\nf');
  });

  it('drops control characters but the tab', () => {
    expect(escapeIcsText('a\u0000b\u000bc\u000cd\u001be\u007ff\tg\rh')).toBe('abcdef\tg\\nh');
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
    const ics = buildIcs([
      {
        uid: 'abc@example.org',
        title: 'Diwali, Festival; of Lights',
        description: 'Line one\nLine two',
        location: 'Hall, 1 Main St',
        url: 'https://example.org/events/diwali',
        span: { allDay: false, start: '20251019T000000Z', end: '20251019T050000Z' },
        stamp: new Date('2025-01-02T03:04:05.678Z'),
        sequence: 0,
        cancelled: false,
      },
    ]);
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

  it('writes an unknown time as a whole day, and a cancelled event as CANCELLED with its SEQUENCE', () => {
    const ics = eventIcs(
      {
        id: 'e1',
        slug: 'fair',
        title: 'Fair',
        description: '',
        venue: 'Park',
        address: 'Main St',
        startsAt: new Date('2027-03-14T08:00:00Z'),
        endsAt: null,
        timeKnown: false,
        status: 'cancelled',
        icsSequence: 3,
        updatedAt: new Date('2027-01-01T00:00:00Z'),
      },
      { timeZone: 'America/Los_Angeles', siteUrl: 'https://example.org' },
    );
    expect(ics).toContain('DTSTART;VALUE=DATE:20270314\r\n');
    expect(ics).toContain('DTEND;VALUE=DATE:20270315\r\n');
    expect(ics).toContain('SEQUENCE:3\r\n');
    expect(ics).toContain('STATUS:CANCELLED\r\n');
    expect(ics).toContain('UID:e1@example.org\r\n');
  });
});
