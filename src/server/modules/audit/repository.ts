import type { AuditEntry } from '@shared/schemas/audit';
import { desc, eq } from 'drizzle-orm';
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

    async list(limit: number, entity?: string): Promise<AuditEntry[]> {
      const rows = await db
        .select()
        .from(auditLog)
        .where(entity ? eq(auditLog.entity, entity) : undefined)
        .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
        .limit(limit);
      return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
    },
  };
}
export type AuditRepository = ReturnType<typeof createAuditRepository>;
