import { describe, expect, it } from 'vitest';
import { redactUrl } from './log-redaction';

describe('redactUrl', () => {
  it('hides manage tokens and download tokens, keeping the rest of the URL', () => {
    expect(redactUrl('/events/diwali?manage=3f2a.secret-token')).toBe('/events/diwali?manage=[redacted]');
    expect(redactUrl('/events/diwali?x=1&manage=3f2a.secret&y=2')).toBe(
      '/events/diwali?x=1&manage=[redacted]&y=2',
    );
    expect(redactUrl('/download/abcDEF123?format=csv')).toBe('/download/[redacted]?format=csv');
  });

  it('leaves ordinary URLs alone', () => {
    expect(redactUrl('/api/events?when=past')).toBe('/api/events?when=past');
    expect(redactUrl('/events/manage-your-stall')).toBe('/events/manage-your-stall');
  });
});
