// A link that opens an address in a maps app: Google Maps' search URL, which needs no API key and opens the Maps
// app on phones that have it. Used by the event page, the When & Where card and the mails.

const GOOGLE_MAPS_SEARCH = 'https://www.google.com/maps/search/?api=1&query=';

/** `https://www.google.com/maps/search/?api=1&query=<address>`, the address's spaces folded and percent-encoded. */
export function mapSearchUrl(address: string): string {
  return `${GOOGLE_MAPS_SEARCH}${encodeURIComponent(address.trim().replace(/\s+/g, ' '))}`;
}
