import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../../db/client';
import type { MailMessage } from '../../plugins/mail/mail-message';
import { createOutboundEmailsRepository } from '../../plugins/mail/outbound-emails-repository';
import { type AuditRecord, audit } from './audit-log';

/**
 * Queues the mail an admin's action sends (a reply, a decision) and records the action in the audit log, both in
 * the caller's transaction: both are stored or neither. Deliver it (`app.mail.deliverSoon()`) once committed.
 */
export async function queueAuditedMail(
  app: FastifyInstance,
  request: FastifyRequest,
  tx: Db,
  mail: MailMessage,
  record: AuditRecord,
): Promise<void> {
  await createOutboundEmailsRepository(tx).insert(app.mail.prepare(mail));
  await audit(app.database.db, request, record, tx);
}
