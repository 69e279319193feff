import { createHash } from 'node:crypto';
import { type SQL, sql } from 'drizzle-orm';
import pg from 'pg';

// The statements a burst of sign-ups or a mail-out runs hundreds of times (each with its values in parameters)
// are prepared once on each PostgreSQL connection and kept there by name, so the server neither parses them nor,
// once it settles on a generic plan, plans them again for every batch (docs/architecture.md, "Database"). PGlite
// runs them as before.

/** Opens a statement's text: the comment that asks for it to be kept prepared. */
const MARK = '/* kept prepared */ ';

/**
 * A statement kept prepared on each PostgreSQL connection. Only for a statement whose text is the same on every
 * call (lists passed as one JSON parameter, never spread into one parameter each): each different text would be
 * kept by every connection for as long as it lives.
 */
export const keptPrepared = (statement: SQL): SQL => sql`${sql.raw(MARK)}${statement}`;

const names = new Map<string, string>();

/** The name a kept statement's text is prepared under: its digest, so two texts never share one. */
function nameOf(text: string): string {
  let name = names.get(text);
  if (name === undefined) {
    name = `kept_${createHash('sha256').update(text).digest('hex').slice(0, 32)}`;
    names.set(text, name);
  }
  return name;
}

/**
 * The name under which a statement sent among others in one message (./transaction-in-trips.ts) is kept with
 * SQL's PREPARE, when its text is a kept statement's; null otherwise. It is not the name the protocol prepares it
 * under: node-postgres knows only those it prepared itself, and would prepare one of the same name again.
 */
export const keptNameInTrips = (text: string): string | null =>
  text.startsWith(MARK) ? `${nameOf(text)}_in_trips` : null;

/** A query's configuration with its name when it is a kept statement's (anything else is passed on unchanged). */
function named<Config>(config: Config): Config {
  if (typeof config !== 'object' || config === null || !('text' in config)) return config;
  if ('name' in config && config.name) return config;
  const { text } = config;
  return typeof text === 'string' && text.startsWith(MARK) ? { ...config, name: nameOf(text) } : config;
}

/** node-postgres's client, with the statements marked by keptPrepared sent as named (prepared) statements. */
export class KeptPreparedClient extends pg.Client {
  // biome-ignore lint/suspicious/noExplicitAny: pg.Client.query has a dozen overloads; this passes every one of them on unchanged, but for the name of a kept statement.
  override query(config: any, values?: any, callback?: any): any {
    return super.query(named(config), values, callback);
  }
}
