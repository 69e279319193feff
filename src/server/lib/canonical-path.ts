/** The characters a URL never needs to percent-encode (RFC 3986 §2.3): `%41` and `A` are one address. */
const UNRESERVED = /^[A-Za-z0-9\-._~]$/;
const ESCAPE_OR_LETTERS = /%([0-9a-fA-F]{2})|[A-Z]+/g;

/**
 * The one spelling of a public path: unreserved characters as themselves, other escapes in upper-case hex,
 * letters in lower case (every public path is: its words, event slugs and ids), no trailing slash but the root's.
 * `/Events/%68oli-festival/` is `/events/holi-festival`. Escapes of other characters stay escapes (`%2F` is not
 * a slash), so the path reaches the same route under its one spelling.
 */
export function canonicalPath(path: string): string {
  const spelled = path.replace(ESCAPE_OR_LETTERS, (match, hex: string | undefined) => {
    if (hex === undefined) return match.toLowerCase();
    const char = String.fromCharCode(Number.parseInt(hex, 16));
    return UNRESERVED.test(char) ? char.toLowerCase() : `%${hex.toUpperCase()}`;
  });
  const trimmed = spelled.replace(/\/+$/, '');
  return trimmed === '' ? '/' : trimmed;
}

/** Whether a path, as a Location, could lead to another site (`//host`, or `/\host` to some browsers). */
export const leavesSite = (path: string) => !path.startsWith('/') || /^\/[/\\]/.test(path);
