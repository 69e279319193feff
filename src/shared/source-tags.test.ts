import { describe, expect, it } from 'vitest';
import { isSourceTag, withSourceTag } from './source-tags';

describe('source tags', () => {
  it('adds the tag after any query, before any fragment', () => {
    expect(withSourceTag('https://x.org/events/diwali', 'qr')).toBe('https://x.org/events/diwali?src=qr');
    expect(withSourceTag('https://x.org/events/diwali?manage=a.b', 'email')).toBe(
      'https://x.org/events/diwali?manage=a.b&src=email',
    );
    expect(withSourceTag('/events/diwali#register', 'flyer')).toBe('/events/diwali?src=flyer#register');
  });

  it('takes lowercase letters, digits and hyphens, 1 to 40 of them', () => {
    expect(['whatsapp', 'qr', 'flyer-2026', 'a'.repeat(40)].every(isSourceTag)).toBe(true);
    expect(['', 'WhatsApp', 'a b', 'a'.repeat(41), 'x.y', 'ü'].some(isSourceTag)).toBe(false);
  });
});
