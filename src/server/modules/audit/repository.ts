import type { AuditEntry } from '@shared/schemas/audit';
import { desc, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client';
import { auditLog } from '../../db/schema';

export type AuditAction = 'create' | 'update' | 'delete' | 'revoke' | 'export';

export type AuditRecord = {
  action: AuditAction | (string & {});
  entity: string;
  entityId?: string | null;
  details?: Record<string, unknown>;
};

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

/**
 * Records an admin change made by the signed-in user of this request. For admin routes of every feature:
 * `await audit(app.database.db, request, { action: 'delete', entity: 'gallery_image', entityId: id })`.
 */
export function audit(db: Db, request: FastifyRequest, record: AuditRecord, tx: Db = db): Promise<void> {
  return createAuditRepository(db).write(request.user, record, tx);
}

/** Records that this request's user created something: `auditCreated(db, request, 'event', row.id, { title })`. */
export const auditCreated = (
  db: Db,
  request: FastifyRequest,
  entity: string,
  entityId: string,
  details: Record<string, unknown>,
) => audit(db, request, { action: 'create', entity, entityId, details });
