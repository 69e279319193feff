import type { AuditEntry, AuditFilter } from '@shared/schemas/audit';
import { and, desc, eq, isNotNull, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { auditLog } from '../../db/schema';
import type { AuditRecord } from './audit-record';

export function createAuditRepository(db: Db) {
  return {
    async write(
      user: { id: string; username: string } | null,
      record: AuditRecord,
      tx: Db = db,
    ): Promise<void> {
      await tx.insert(auditLog).values({
        userId: user?.id ?? null,
        username: user?.username ?? null,
        action: record.action,
        entity: record.entity,
        entityId: record.entityId ?? null,
        details: record.details ?? null,
      });
    },

    /** One page of the entries that match, newest first, and how many match in all. */
    async page(
      filter: AuditFilter,
      page: number,
      pageSize: number,
      timeZone: string,
    ): Promise<{ items: AuditEntry[]; total: number }> {
      const day = sql`(${auditLog.createdAt} at time zone ${timeZone})::date`;
      const conditions: (SQL | undefined)[] = [
        filter.username ? sql`lower(${auditLog.username}) = ${filter.username.toLowerCase()}` : undefined,
        filter.action ? eq(auditLog.action, filter.action) : undefined,
        filter.entity ? eq(auditLog.entity, filter.entity) : undefined,
        filter.from ? sql`${day} >= ${filter.from}::date` : undefined,
        filter.to ? sql`${day} <= ${filter.to}::date` : undefined,
      ];
      const where = and(...conditions);
      const [rows, [count]] = await Promise.all([
        db
          .select()
          .from(auditLog)
          .where(where)
          .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
          .limit(pageSize)
          .offset((page - 1) * pageSize),
        db.select({ n: sql<number>`count(*)::int` }).from(auditLog).where(where),
      ]);
      return {
        items: rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })),
        total: count?.n ?? 0,
      };
    },

    /** The user names, actions and kinds of record the log holds, each sorted. */
    async choices(): Promise<{ people: string[]; actions: string[]; entities: string[] }> {
      const distinct = async (
        column: typeof auditLog.username | typeof auditLog.action | typeof auditLog.entity,
      ) =>
        (await db.selectDistinct({ value: column }).from(auditLog).where(isNotNull(column)).orderBy(column))
          .map((row) => row.value)
          .filter((value): value is string => value !== null);
      const [people, actions, entities] = await Promise.all([
        distinct(auditLog.username),
        distinct(auditLog.action),
        distinct(auditLog.entity),
      ]);
      return { people, actions, entities };
    },
  };
}
export type AuditRepository = ReturnType<typeof createAuditRepository>;
