/**
 * `compute` remembered by its key, for answers that cost more than a lookup and are asked for again and again.
 * Bounded: once `limit` keys are held, all are forgotten and remembering starts again.
 */
export function remembered<K, V>(compute: (key: K) => V, limit = 10_000): (key: K) => V {
  const answers = new Map<K, V>();
  return (key) => {
    if (answers.has(key)) return answers.get(key) as V;
    if (answers.size >= limit) answers.clear();
    const answer = compute(key);
    answers.set(key, answer);
    return answer;
  };
}
