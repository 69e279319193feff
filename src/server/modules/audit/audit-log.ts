import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client';
import type { AuditRecord } from './audit-record';
import { createAuditRepository } from './repository';

export type { AuditAction, AuditRecord } from './audit-record';

/** Who made an admin change: the signed-in admin, or null for the system. */
export type AuditActor = { id: string; username: string } | null;

/** Records an admin change made by `actor`, in the caller's transaction when given one. */
export function recordAudit(db: Db, actor: AuditActor, record: AuditRecord, tx: Db = db): Promise<void> {
  return createAuditRepository(db).write(actor, record, tx);
}

/** Records that `actor` created something: `recordCreated(db, actor, 'event', row.id, { title })`. */
export const recordCreated = (
  db: Db,
  actor: AuditActor,
  entity: string,
  entityId: string,
  details: Record<string, unknown>,
) => recordAudit(db, actor, { action: 'create', entity, entityId, details });

/**
 * Records an admin change made by the signed-in user of this request. For admin routes of every feature:
 * `await audit(app.database.db, request, { action: 'delete', entity: 'gallery_image', entityId: id })`.
 */
export function audit(db: Db, request: FastifyRequest, record: AuditRecord, tx: Db = db): Promise<void> {
  return recordAudit(db, request.user, record, tx);
}

/** Records that this request's user created something: `auditCreated(db, request, 'event', row.id, { title })`. */
export const auditCreated = (
  db: Db,
  request: FastifyRequest,
  entity: string,
  entityId: string,
  details: Record<string, unknown>,
) => recordCreated(db, request.user, entity, entityId, details);

/** Records that this request's admin exported people's details of an event (`what`: registrations, volunteers…). */
export const auditExport = (db: Db, request: FastifyRequest, eventId: string, what: string) =>
  audit(db, request, { action: 'export', entity: 'event', entityId: eventId, details: { what } });
