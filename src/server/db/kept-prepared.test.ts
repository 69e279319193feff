import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { getTestDatabase, testDatabaseEngine } from '../../../test/test-database';
import { keptPrepared } from './kept-prepared';

// A statement marked keptPrepared answers as before on both engines; on PostgreSQL each connection prepares it
// once, under a name made from its text, and keeps it.

const sum = (a: number, b: number) => sql`select ${a}::int + ${b}::int as total`;

describe('statements kept prepared', () => {
  it('answers a kept statement as the same statement unmarked, whatever its values', async () => {
    const { db } = await getTestDatabase();
    const kept = await db.execute<{ total: number }>(keptPrepared(sum(2, 3)));
    const again = await db.execute<{ total: number }>(keptPrepared(sum(40, 2)));
    const plain = await db.execute<{ total: number }>(sum(2, 3));
    expect(kept.rows).toEqual([{ total: 5 }]);
    expect(again.rows).toEqual([{ total: 42 }]);
    expect(plain.rows).toEqual(kept.rows);
  });

  it.runIf(testDatabaseEngine() === 'postgres')(
    'prepares a kept statement once on its connection, under one name, and an unmarked one not at all (PostgreSQL only)',
    async () => {
      const { db } = await getTestDatabase();
      const prepared = await db.transaction(async (tx) => {
        await tx.execute(keptPrepared(sql`select ${1}::int as one`));
        await tx.execute(keptPrepared(sql`select ${2}::int as one`));
        await tx.execute(sql`select ${3}::int as three`);
        return (
          await tx.execute<{ name: string; statement: string }>(
            sql`select name, statement from pg_prepared_statements`,
          )
        ).rows;
      });
      const ones = prepared.filter((p) => p.statement.includes('as one'));
      expect(ones).toHaveLength(1);
      expect(ones[0]?.name).toMatch(/^kept_[0-9a-f]{32}$/);
      expect(prepared.some((p) => p.statement.includes('as three'))).toBe(false);
    },
  );
});
