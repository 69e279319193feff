// Where sign-ups come from (docs/product-rules.md, "Insights"): the links the site hands out carry a source tag
// (`?src=qr`), the event page passes it on with the sign-up, and the report counts sign-ups by it.

/** The query parameter of a source tag on an event's link. */
export const SOURCE_QUERY_PARAM = 'src';

export const SOURCE_TAG_MAX_LENGTH = 40;
export const SOURCE_TAG_PATTERN = /^[a-z0-9-]{1,40}$/;
export const SOURCE_TAG_MESSAGE = `Source must be lowercase letters, digits and hyphens, at most ${SOURCE_TAG_MAX_LENGTH} characters`;

/** The tags of the links the site makes itself; organisers may put any other (`whatsapp`) on links they post. */
export const SOURCE_TAGS = {
  share: 'share',
  qr: 'qr',
  flyer: 'flyer',
  email: 'email',
} as const;

/** A sign-up with no tag and no other site referring it. */
export const DIRECT_SOURCE = 'direct';
/** A party registered at the door. */
export const WALK_UP_SOURCE = 'walk-up';

export const isSourceTag = (value: string) => SOURCE_TAG_PATTERN.test(value);

/** `url` with its source tag added (after any query it has). */
export function withSourceTag(url: string, tag: string): string {
  const hash = url.indexOf('#');
  const [base, fragment] = hash === -1 ? [url, ''] : [url.slice(0, hash), url.slice(hash)];
  return `${base}${base.includes('?') ? '&' : '?'}${SOURCE_QUERY_PARAM}=${encodeURIComponent(tag)}${fragment}`;
}
