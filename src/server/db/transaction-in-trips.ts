import type { SQLWrapper } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type pg from 'pg';
import type { Db } from './client';
import { keptNameInTrips } from './kept-prepared';

// A transaction sent to PostgreSQL in as few trips as its decisions allow: each trip carries every statement that
// does not wait for an answer, `begin` and `commit` included, as one message. A transaction that locks a hot row
// (an event in a burst of sign-ups) then holds it for the database's own time and one wait for the app's busy
// event loop, not one such wait per statement (docs/architecture.md, "Database"). On the embedded database there is
// no trip to save: the statements run one by one in an ordinary transaction.

export type Rows = Record<string, unknown>[];

/**
 * Runs statements one after another in the transaction, answering each one's rows. In READ COMMITTED each sees
 * what committed before it started, as if sent alone: a count sent after a lock in one trip counts once the lock is
 * held. `last` commits the transaction in the same trip.
 */
export type Trip = (statements: SQLWrapper[], options?: { last?: boolean }) => Promise<Rows[]>;

type TripRunner = <T>(work: (trip: Trip) => Promise<T>) => Promise<T>;

const runners = new WeakMap<Db, TripRunner>();

/** Makes transactionInTrips send db's statements over pool (called where a PostgreSQL database is opened). */
export function sendInTrips(db: Db, pool: pg.Pool): void {
  runners.set(db, tripsOnPool(pool));
}

/** Runs work in one transaction, whose statements it sends in trips; commits after work unless a trip was `last`. */
export function transactionInTrips<T>(db: Db, work: (trip: Trip) => Promise<T>): Promise<T> {
  const runner = runners.get(db);
  if (runner) return runner(work);
  return db.transaction((tx) =>
    work(async (statements) => {
      const answers: Rows[] = [];
      for (const statement of statements) answers.push((await tx.execute(statement)).rows);
      return answers;
    }),
  );
}

/** The kept statements each connection has prepared for trips (./kept-prepared.ts). */
const preparedOn = new WeakMap<pg.PoolClient, Set<string>>();

function tripsOnPool(pool: pg.Pool): TripRunner {
  return async (work) => {
    const client = await pool.connect();
    const kept = preparedOn.get(client) ?? new Set<string>();
    preparedOn.set(client, kept);
    // Cast, so that the check after work is not narrowed to this value: the trips change it.
    let state = 'not begun' as 'not begun' | 'open' | 'committed';
    let failure: Error | undefined;
    try {
      const trip: Trip = async (statements, { last = false } = {}) => {
        if (state === 'committed') throw new Error('the transaction was committed by an earlier trip');
        const texts = state === 'not begun' ? ['begin'] : [];
        const preparing: string[] = [];
        // Where each statement's rows are among the message's answers (a PREPARE before it answers none).
        const answerAt = statements.map((statement) => {
          texts.push(...tripTexts(statement, kept, preparing));
          return texts.length - 1;
        });
        if (last) texts.push('commit');
        state = last ? 'committed' : 'open';
        // Without values, node-postgres sends the simple query that may hold many statements, answering each one's.
        const answer: pg.QueryResult | pg.QueryResult[] = await client.query(texts.join(';\n'));
        const results = Array.isArray(answer) ? answer : [answer];
        for (const name of preparing) kept.add(name);
        return answerAt.map((i) => results[i]?.rows ?? []);
      };
      const result = await work(trip);
      if (state === 'open') await client.query('commit');
      return result;
    } catch (err) {
      failure = err instanceof Error ? err : new Error(String(err));
      throw err;
    } finally {
      // After a failure the connection is closed, not reused: the server then rolls back whatever was begun.
      client.release(failure);
    }
  };
}

const dialect = new PgDialect();

/**
 * A statement as the texts that run it in a trip, its parameters written in as string constants. node-postgres
 * sends parameters as text of unknown type, and the server gives a constant of unknown type its type from where
 * it stands in the same way, so the statement means what it meant with parameters. A kept statement is run with
 * EXECUTE, after a PREPARE the first time on a connection (`preparing` names those this trip prepares), so its
 * plan is kept as it is when sent alone. A value with a backslash takes the E'' form, which reads backslashes
 * the same whatever standard_conforming_strings says.
 */
function tripTexts(statement: SQLWrapper, prepared: Set<string>, preparing: string[]): string[] {
  const { sql: text, params } = dialect.sqlToQuery(statement.getSQL());
  const name = keptNameInTrips(text);
  if (name === null) return [text.replace(/\$(\d+)\b/g, (_, n: string) => constant(params[Number(n) - 1]))];
  const execute =
    params.length > 0 ? `execute ${name}(${params.map(constant).join(', ')})` : `execute ${name}`;
  if (prepared.has(name) || preparing.includes(name)) return [execute];
  preparing.push(name);
  return [`prepare ${name} as ${text}`, execute];
}

function constant(value: unknown): string {
  if (value === null || value === undefined) return 'null';
  if (typeof value === 'number' || typeof value === 'bigint' || typeof value === 'boolean')
    return `'${String(value)}'`;
  if (value instanceof Date) return `'${value.toISOString()}'`;
  if (typeof value === 'string') {
    // The usual value (a batch's JSON, hundreds of kilobytes) holds neither: not copied twice more for nothing.
    const quoted = value.includes("'") ? value.replaceAll("'", "''") : value;
    return value.includes('\\') ? `E'${quoted.replaceAll('\\', '\\\\')}'` : `'${quoted}'`;
  }
  throw new TypeError(`a parameter of type ${typeof value} cannot be sent in a trip`);
}
