import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../../db/client';
import type { MailMessage } from '../../plugins/mail/mail-message';
import type { Mailer } from '../../plugins/mail/mailer';
import { createOutboundEmailsRepository } from '../../plugins/mail/outbound-emails-repository';
import { type AuditActor, type AuditRecord, recordAudit } from './audit-log';

/**
 * Queues the mail an admin's action sends (a reply, a decision) and records the action in the audit log, both in
 * the caller's transaction: both are stored or neither. Deliver it (`mail.deliverSoon()`) once committed.
 */
export async function queueMailWithAudit(
  tx: Db,
  mailer: Pick<Mailer, 'prepare'>,
  actor: AuditActor,
  mail: MailMessage,
  record: AuditRecord,
): Promise<void> {
  await createOutboundEmailsRepository(tx).insert(mailer.prepare(mail));
  await recordAudit(tx, actor, record);
}

/** queueMailWithAudit for a route handler: the app's mailer, the request's admin. */
export function queueAuditedMail(
  app: FastifyInstance,
  request: FastifyRequest,
  tx: Db,
  mail: MailMessage,
  record: AuditRecord,
): Promise<void> {
  return queueMailWithAudit(tx, app.mail, request.user, mail, record);
}
