import { describe, expect, it } from 'vitest';
import { mapSearchUrl, venueMapUrl } from './map-link';

describe('map links', () => {
  it('builds a Google Maps search URL with the address encoded', () => {
    expect(mapSearchUrl('1 Main St, Tracy, CA 95376')).toBe(
      'https://www.google.com/maps/search/?api=1&query=1%20Main%20St%2C%20Tracy%2C%20CA%2095376',
    );
    expect(mapSearchUrl('  Hall #2 & Annex\n  Tracy ')).toBe(
      'https://www.google.com/maps/search/?api=1&query=Hall%20%232%20%26%20Annex%20Tracy',
    );
  });

  it('searches for the venue and its address together, without repeating the venue', () => {
    expect(venueMapUrl('Lincoln Park', '1 Main St, Tracy')).toBe(
      mapSearchUrl('Lincoln Park, 1 Main St, Tracy'),
    );
    expect(venueMapUrl('Lincoln Park', 'Lincoln Park, Tracy')).toBe(mapSearchUrl('Lincoln Park, Tracy'));
    expect(venueMapUrl('', '1 Main St')).toBe(mapSearchUrl('1 Main St'));
  });
});
