import { describe, expect, it } from 'vitest';
import { firstValueQuery, normalisedSearch } from './normalised-search';

describe('normalisedSearch', () => {
  it('drops the parameters the page does not read', () => {
    expect(normalisedSearch('?v=1', [])).toBe('');
    expect(normalisedSearch('?v=1', ['event'])).toBe('');
    expect(normalisedSearch('?v=2&event=holi&utm_source=flyer', ['event'])).toBe('?event=holi');
  });

  it('keeps the ones it reads in name order, each with its first value, encoded one way', () => {
    expect(normalisedSearch('?when=past&event=a&event=b', ['when', 'event'])).toBe('?event=a&when=past');
    expect(normalisedSearch('?event=&event=b', ['event'])).toBe('?event=');
    expect(normalisedSearch('?event=Holi%20Mela', ['event'])).toBe(
      normalisedSearch('?event=Holi+Mela', ['event']),
    );
  });

  it('answers nothing for an empty query string', () => {
    expect(normalisedSearch('', ['event'])).toBe('');
    expect(normalisedSearch('?', ['event'])).toBe('');
  });
});

describe('firstValueQuery', () => {
  it('reads each parameter once, with its first value', () => {
    expect(firstValueQuery('when=past&event=a&when=all&event=b')).toEqual({ when: 'past', event: 'a' });
    expect(firstValueQuery('event=Holi+Mela&x=%26')).toEqual({ event: 'Holi Mela', x: '&' });
    expect(firstValueQuery('')).toEqual({});
  });

  it('takes __proto__ as a parameter like any other', () => {
    const query = firstValueQuery('__proto__=x&constructor=y');
    expect(Object.keys(query)).toEqual(['__proto__', 'constructor']);
    expect(({} as Record<string, unknown>).x).toBeUndefined();
  });
});
