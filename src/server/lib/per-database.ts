import type { Db } from '../db/client';

/**
 * One instance of something per database handle (a write batcher, say), made on first use: repositories are
 * created per plugin, but writes to one database should share one queue.
 */
export function perDatabase<T>(make: (db: Db) => T): (db: Db) => T {
  const made = new WeakMap<Db, T>();
  return (db) => {
    let instance = made.get(db);
    if (instance === undefined) {
      instance = make(db);
      made.set(db, instance);
    }
    return instance;
  };
}
