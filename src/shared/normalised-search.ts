/**
 * A URL's query string reduced to the parameters a page or route reads, in name order ('' when none is left):
 * `?v=2&event=holi` with `['event']` is `?event=holi`. A page is rendered, and cached, for this form only, so
 * parameters it ignores (a cache buster, a tracking tag) neither make it render again nor take another cache entry.
 */
export function normalisedSearch(search: string, names: readonly string[]): string {
  if (names.length === 0 || search === '' || search === '?') return '';
  const given = new URLSearchParams(search);
  const kept = new URLSearchParams();
  for (const name of [...names].sort()) for (const value of given.getAll(name)) kept.append(name, value);
  const query = kept.toString();
  return query ? `?${query}` : '';
}
