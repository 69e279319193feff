import { describe, expect, it } from 'vitest';
import { mapSearchUrl } from './map-link';

describe('mapSearchUrl', () => {
  it('builds a Google Maps search URL with the address encoded', () => {
    expect(mapSearchUrl('1 Main St, Tracy, CA 95376')).toBe(
      'https://www.google.com/maps/search/?api=1&query=1%20Main%20St%2C%20Tracy%2C%20CA%2095376',
    );
  });

  it('folds line breaks and runs of spaces, and encodes characters that would end the query', () => {
    expect(mapSearchUrl('  Hall #2 & Annex\n  Tracy ')).toBe(
      'https://www.google.com/maps/search/?api=1&query=Hall%20%232%20%26%20Annex%20Tracy',
    );
  });
});
