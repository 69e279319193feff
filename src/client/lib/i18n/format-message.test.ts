import { setupI18n } from '@lingui/core';
import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';
import { LOCALES } from '@shared/i18n/locales';
import { describe, expect, it } from 'vitest';
import { catalogues } from './catalogues';
import { type CompiledMessage, formatMessage } from './format-message';

// The browser's small runtime says what @lingui/core's would, for every message of every catalogue.

/** Values for every placeholder a message names, with a count that picks each plural form in turn. */
function valuesFor(message: CompiledMessage, count: number): Record<string, string | number> {
  const values: Record<string, string | number> = {};
  const walk = (tokens: CompiledMessage) => {
    if (typeof tokens === 'string') return;
    for (const token of tokens) {
      if (typeof token === 'string') continue;
      const [name, type, format] = token;
      values[name] = type === 'plural' || type === 'number' ? count : `‹${name}›`;
      if (format && typeof format === 'object')
        for (const choice of Object.values(format))
          if (Array.isArray(choice)) walk(choice as CompiledMessage);
    }
  };
  walk(message);
  return values;
}

describe('formatMessage', () => {
  it.each(LOCALES.map((l) => [l.code, l.intl] as const))(
    "formats every %s message as @lingui/core's runtime does",
    (code, intl) => {
      const messages = catalogues[code];
      const lingui = setupI18n({ locale: intl, messages: { [intl]: messages } });
      for (const [id, message] of Object.entries(messages)) {
        for (const count of [0, 1, 2, 5, 1234]) {
          const values = valuesFor(message, count);
          expect(formatMessage(message, values, intl), `${code} ${id} ${count}`).toBe(lingui._(id, values));
        }
      }
    },
  );

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
