import type { StallDecisionInput } from '@shared/schemas/stall-applications-admin';
import type { Db } from '../../db/client';
import { conflict, notFound } from '../../lib/http-error';
import type { Mailer } from '../../plugins/mail/mailer';
import type { AuditActor } from '../audit/audit-log';
import { queueMailWithAudit } from '../audit/audited-mail';
import { siteSettingsReader } from '../settings/site-settings';
import { createStallApplicationsAdminRepository } from './admin-repository';
import { stallDecision } from './messages/stall-decision';
import { createStallApplicationsRepository, type StallApplicationRow } from './repository';

export const STALL_APPLICATION_NOT_FOUND = 'Stall application not found';

export const overCapacityMessage = (capacity: number) =>
  `All ${capacity} stalls are already approved: send overCapacity: true to approve this application anyway`;

/**
 * An organiser's decision on a stall application: the status, the vendor's mail and the audit entry are stored
 * together, and the event's row is locked meanwhile, so two admins approving at once cannot both take the last
 * stall (409 unless `overCapacity`). Deciding the status an application already has changes nothing and mails no
 * one. 404 when there is no such application.
 */
export async function decideStallApplication(
  { db, timeZone, mail }: { db: Db; timeZone: string; mail: Pick<Mailer, 'prepare' | 'deliverSoon'> },
  actor: AuditActor,
  id: string,
  { status, message, overCapacity }: StallDecisionInput,
  siteUrl: string,
): Promise<StallApplicationRow> {
  const applications = createStallApplicationsAdminRepository(db);
  const { groupName, contactEmail } = await siteSettingsReader(db).get();
  const outcome = await db.transaction(async (tx) => {
    const current = await applications.findById(id, tx);
    if (!current) throw notFound(STALL_APPLICATION_NOT_FOUND);
    const event = await applications.lockEvent(current.eventId, tx);
    if (current.status === status) return { row: current, mailed: false };
    if (status === 'approved' && event.stallCapacity !== null && !overCapacity) {
      const approved = await createStallApplicationsRepository(db).countApproved(event.id, tx);
      if (approved >= event.stallCapacity) throw conflict(overCapacityMessage(event.stallCapacity));
    }
    const row = await applications.setStatus(current.id, status, tx);
    await applications.recountApproved(event.id, tx);
    const decision = stallDecision({
      event,
      application: row,
      status,
      message: message || undefined,
      groupName,
      siteUrl,
      contactEmail,
      timeZone,
    });
    await queueMailWithAudit(tx, mail, actor, decision, {
      action: 'update',
      entity: 'stall_application',
      entityId: row.id,
      details: {
        eventId: row.eventId,
        businessName: row.businessName,
        status,
        previousStatus: current.status,
        ...(message ? { message } : {}),
        ...(overCapacity ? { overCapacity: true } : {}),
      },
    });
    return { row, mailed: true };
  });
  if (outcome.mailed) mail.deliverSoon();
  return outcome.row;
}
