// A link that opens an address in a maps app: Google Maps' search URL, which needs no API key and opens the Maps
// app on phones that have it. Used by the event page, the When & Where card and the mails.

const GOOGLE_MAPS_SEARCH = 'https://www.google.com/maps/search/?api=1&query=';

/** `https://www.google.com/maps/search/?api=1&query=<address>`, the address percent-encoded. */
export function mapSearchUrl(address: string): string {
  return `${GOOGLE_MAPS_SEARCH}${encodeURIComponent(address.trim().replace(/\s+/g, ' '))}`;
}

/** The venue and its address as one search: the venue's name helps when the address alone is vague. */
export function venueMapUrl(venue: string, address: string): string {
  const parts = [venue, address].map((part) => part.trim()).filter(Boolean);
  // An address that already starts with the venue's name is not repeated.
  if (parts.length === 2 && parts[1]?.toLowerCase().startsWith(parts[0]?.toLowerCase() ?? '')) parts.shift();
  return mapSearchUrl(parts.join(', '));
}
