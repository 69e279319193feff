import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getTestDatabase, testDatabaseEngine } from '../../../test/test-database';
import { keptPrepared } from './kept-prepared';
import { transactionInTrips } from './transaction-in-trips';

// A transaction sent in trips (several statements in one message on PostgreSQL, one by one on PGlite) behaves as
// the same statements sent alone in an ordinary transaction.

const probe = sql.raw('trips_probe');
const notes = async () => {
  const { db } = await getTestDatabase();
  return (await db.execute<{ id: number; note: string }>(sql`select id, note from ${probe} order by id`))
    .rows;
};

describe('transactions in trips', () => {
  beforeAll(async () => {
    const { db } = await getTestDatabase();
    await db.execute(sql`create table if not exists ${probe} (id integer primary key, note text not null)`);
  });
  afterAll(async () => {
    const { db } = await getTestDatabase();
    await db.execute(sql`drop table if exists ${probe}`);
  });

  it('runs the statements in order, answers each one its rows, and commits with the last trip', async () => {
    const { db } = await getTestDatabase();
    await db.execute(sql`delete from ${probe}`);
    const answers = await transactionInTrips(db, async (trip) => {
      const [inserted, counted] = await trip([
        sql`insert into ${probe} values (1, 'one') returning id`,
        sql`select count(*)::int as n from ${probe}`,
      ]);
      const [last] = await trip([sql`insert into ${probe} values (2, 'two') returning id`], { last: true });
      return { inserted, counted, last };
    });
    expect(answers).toEqual({ inserted: [{ id: 1 }], counted: [{ n: 1 }], last: [{ id: 2 }] });
    expect(await notes()).toEqual([
      { id: 1, note: 'one' },
      { id: 2, note: 'two' },
    ]);
  });

  it('commits work that ends without a last trip', async () => {
    const { db } = await getTestDatabase();
    await db.execute(sql`delete from ${probe}`);
    await transactionInTrips(db, (trip) => trip([sql`insert into ${probe} values (3, 'three')`]));
    expect(await notes()).toEqual([{ id: 3, note: 'three' }]);
  });

  it('rolls back every trip of a transaction when a statement fails, and the database serves on', async () => {
    const { db } = await getTestDatabase();
    await db.execute(sql`delete from ${probe}`);
    const failing = transactionInTrips(db, async (trip) => {
      await trip([sql`insert into ${probe} values (4, 'four')`]);
      await trip(
        [sql`insert into ${probe} values (5, 'five')`, sql`insert into ${probe} values (4, 'again')`],
        {
          last: true,
        },
      );
    });
    await expect(failing).rejects.toThrow();
    expect(await notes()).toEqual([]);
    await transactionInTrips(db, (trip) => trip([sql`insert into ${probe} values (6, 'six')`]));
    expect(await notes()).toEqual([{ id: 6, note: 'six' }]);
  });

  it('a statement sent after a lock in the same trip sees what committed while the lock was awaited', async () => {
    const { db } = await getTestDatabase();
    await db.execute(sql`delete from ${probe}`);
    await db.execute(sql`insert into ${probe} values (7, 'lock'), (8, 'before')`);
    let seen: unknown;
    await db.transaction(async (tx) => {
      await tx.execute(sql`select id from ${probe} where id = 7 for update`);
      seen = transactionInTrips(db, async (trip) => {
        const [, read] = await trip([
          sql`select id from ${probe} where id = 7 for update`,
          sql`select note from ${probe} where id = 8`,
        ]);
        return read;
      });
      // The trip is under way (on PostgreSQL it waits for the lock; on PGlite, for this transaction to end).
      await new Promise((resolve) => setTimeout(resolve, 100));
      await tx.execute(sql`update ${probe} set note = 'after' where id = 8`);
    });
    expect(await seen).toEqual([{ note: 'after' }]);
  });

  it('sends values exactly, whatever quotes, backslashes or dollar signs they hold', async () => {
    const { db } = await getTestDatabase();
    const text = `O'Brien \\ \\' $1 $$ $q$ E'x' ''\n ñ 😀`;
    const [rows] = await transactionInTrips(db, (trip) =>
      trip([
        sql`select ${text}::text as text, ${"O'Brien"}::text as quote, ${'C:\\x'}::text as slash, ${-42}::int as n, ${null}::text as nothing, ${true}::boolean as yes,
          ${JSON.stringify({ quote: "'", slash: '\\' })}::jsonb as json`,
      ]),
    );
    expect(rows).toEqual([
      {
        text,
        quote: "O'Brien",
        slash: 'C:\\x',
        n: -42,
        nothing: null,
        yes: true,
        json: { quote: "'", slash: '\\' },
      },
    ]);
  });

  it('answers a kept statement in a trip as the same statement unmarked, twice in one trip too', async () => {
    const { db } = await getTestDatabase();
    const sum = (a: number, b: number) => keptPrepared(sql`select ${a}::int + ${b}::int as total`);
    const answers = await transactionInTrips(db, async (trip) => [
      ...(await trip([sum(2, 3), sum(40, 2)])),
      ...(await trip([sum(1, 1)])),
    ]);
    expect(answers).toEqual([[{ total: 5 }], [{ total: 42 }], [{ total: 2 }]]);
  });

  it.runIf(testDatabaseEngine() === 'postgres')(
    'prepares a kept statement once on its connection for trips, and keeps it (PostgreSQL only)',
    async () => {
      const { db } = await getTestDatabase();
      const one = (n: number) => keptPrepared(sql`select ${n}::int as one_in_trips`);
      const prepared = await transactionInTrips(db, async (trip) => {
        await trip([one(1), one(2)]);
        await trip([one(3)]);
        const [rows = []] = await trip([sql`select name, statement from pg_prepared_statements`]);
        return rows as { name: string; statement: string }[];
      });
      const ones = prepared.filter((p) => p.statement.includes('as one_in_trips'));
      expect(ones).toHaveLength(1);
      expect(ones[0]?.name).toMatch(/^kept_[0-9a-f]{32}_in_trips$/);
    },
  );
});
