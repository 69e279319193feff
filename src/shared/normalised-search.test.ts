import { describe, expect, it } from 'vitest';
import { normalisedSearch } from './normalised-search';

describe('normalisedSearch', () => {
  it('drops the parameters the page does not read', () => {
    expect(normalisedSearch('?v=1', [])).toBe('');
    expect(normalisedSearch('?v=1', ['event'])).toBe('');
    expect(normalisedSearch('?v=2&event=holi&utm_source=flyer', ['event'])).toBe('?event=holi');
  });

  it('keeps the ones it reads in name order, repeated values in their order, encoded one way', () => {
    expect(normalisedSearch('?when=past&event=a&event=b', ['when', 'event'])).toBe(
      '?event=a&event=b&when=past',
    );
    expect(normalisedSearch('?event=Holi%20Mela', ['event'])).toBe(
      normalisedSearch('?event=Holi+Mela', ['event']),
    );
  });

  it('answers nothing for an empty query string', () => {
    expect(normalisedSearch('', ['event'])).toBe('');
    expect(normalisedSearch('?', ['event'])).toBe('');
  });
});
