import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';
import { describe, expect, it } from 'vitest';
import { type CompiledMessage, formatMessage } from './format-message';

// Our small ICU runtime (the catalogues' own messages are checked against @lingui/core's with them).

describe('formatMessage', () => {
  it('chooses exact cases, plural forms with an offset, selects and ordinals as ICU does', () => {
    const format = (text: string, values: Record<string, string | number>, intl = 'en-US') =>
      formatMessage(compileMessageOrThrow(text) as CompiledMessage, values, intl);
    const guests =
      '{n, plural, offset:1 =0 {nobody} =1 {you} one {you and # other} other {you and # others}}';
    expect([0, 1, 2, 3].map((n) => format(guests, { n }))).toEqual([
      'nobody',
      'you',
      'you and 1 other',
      'you and 2 others',
    ]);
    expect(format('{kind, select, food {Food stall} other {Stall}}', { kind: 'food' })).toBe('Food stall');
    expect(format('{kind, select, food {Food stall} other {Stall}}', { kind: 'crafts' })).toBe('Stall');
    expect(format('{n, selectordinal, one {#st} two {#nd} few {#rd} other {#th}}', { n: 22 })).toBe('22nd');
    expect(format('{n, number} people', { n: 1500 }, 'es-US')).toBe('1,500 people');
    expect(format('{n, plural, one {# तस्वीर} other {# तस्वीरें}}', { n: 1 }, 'hi-IN')).toBe('1 तस्वीर');
  });
});
