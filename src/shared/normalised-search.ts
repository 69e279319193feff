/**
 * A URL's query string reduced to the parameters a page or route reads, in name order, each with one value, the
 * first ('' when none is left): `?v=2&event=holi&event=diwali` with `['event']` is `?event=holi`. A page is
 * rendered, and cached, for this form only, so parameters it ignores (a cache buster, a tracking tag) and repeats
 * of those it reads neither make it render again nor take another cache entry. The first value is the one the
 * browser reads (URLSearchParams.get) and the API's routes get (firstValueQuery).
 */
export function normalisedSearch(search: string, names: readonly string[]): string {
  if (names.length === 0 || search === '' || search === '?') return '';
  const given = new URLSearchParams(search);
  const kept = new URLSearchParams();
  for (const name of [...names].sort()) {
    const value = given.get(name);
    if (value !== null) kept.append(name, value);
  }
  const query = kept.toString();
  return query ? `?${query}` : '';
}

/**
 * A query string as a route reads it: each parameter with one value, the first, whatever a link repeats (the
 * API's query parser). A repeated parameter is never an array a schema must refuse, nor a second cache entry.
 */
export function firstValueQuery(query: string): Record<string, string> {
  // No prototype: a parameter named __proto__ is a parameter like any other.
  const values: Record<string, string> = Object.create(null);
  // Most requests have none; URLSearchParams costs a few microseconds even then.
  if (query === '') return values;
  for (const [name, value] of new URLSearchParams(query)) if (!(name in values)) values[name] = value;
  return values;
}
