import type { Db } from '../../db/client';
import { notFound } from '../../lib/http-error';
import type { Mailer } from '../../plugins/mail/mailer';
import { type AuditActor, recordAudit } from '../audit/audit-log';
import { queueMailWithAudit } from '../audit/audited-mail';
import { siteSettingsReader } from '../settings/site-settings';
import { type ContactMessageReplyRow, createContactMessagesAdminRepository } from './admin-repository';
import { contactCopy } from './messages/contact-copy';
import { contactReply } from './messages/contact-reply';
import {
  type ContactMessageRow,
  createContactMessagesRepository,
  type NewContactMessageRow,
} from './repository';

// The contact form and the admin's inbox: the rules, transactions, audit records and mails behind
// /api/contact and /api/admin/contact-messages.

export const CONTACT_MESSAGE_NOT_FOUND = 'Message not found';

export type ContactMessageWithReplies = { row: ContactMessageRow; replies: ContactMessageReplyRow[] };

/** Stores a visitor's message, then mails the organisers a copy (stored first: they can read it if the mail fails). */
export async function receiveContactMessage(
  { db, mail }: { db: Db; mail: Pick<Mailer, 'send'> },
  message: NewContactMessageRow,
  siteUrl: string,
): Promise<ContactMessageRow> {
  const row = await createContactMessagesRepository(db).insert(message);
  const { groupName, contactEmail } = await siteSettingsReader(db).get();
  await mail.send(contactCopy({ message: row, organiserEmail: contactEmail, groupName, siteUrl }));
  return row;
}

/** Every message, newest first, with its replies. */
export async function contactMessagesWithReplies(db: Db): Promise<ContactMessageWithReplies[]> {
  const repository = createContactMessagesAdminRepository(db);
  const rows = await repository.listNewestFirst();
  const replies = await repository.repliesOf(rows.map((row) => row.id));
  return rows.map((row) => ({ row, replies: replies.get(row.id) ?? [] }));
}

export const contactMessageCounts = (db: Db) => createContactMessagesAdminRepository(db).counts();

/**
 * Mails the admin's reply to the sender (answers go to the group's contact address) and keeps it with the message;
 * the mail, the stored reply and the audit entry are written together. 404 when there is no such message.
 */
export async function replyToContactMessage(
  { db, mail, timeZone }: { db: Db; mail: Pick<Mailer, 'prepare' | 'deliverSoon'>; timeZone: string },
  actor: AuditActor,
  id: string,
  body: string,
  siteUrl: string,
): Promise<ContactMessageWithReplies> {
  const repository = createContactMessagesAdminRepository(db);
  const { groupName, contactEmail } = await siteSettingsReader(db).get();
  const answered = await db.transaction(async (tx) => {
    const message = await repository.findById(id, tx);
    if (!message) throw notFound(CONTACT_MESSAGE_NOT_FOUND);
    const saved = await repository.saveReply(message.id, { text: body, by: actor?.username ?? null }, tx);
    const reply = contactReply({ message, reply: body, groupName, siteUrl, contactEmail, timeZone });
    await queueMailWithAudit(tx, mail, actor, reply, {
      action: 'reply',
      entity: 'contact_message',
      entityId: message.id,
      details: { email: message.email, subject: message.subject },
    });
    const replies = await repository.repliesOf([saved.id], tx);
    return { row: saved, replies: replies.get(saved.id) ?? [] };
  });
  mail.deliverSoon();
  return answered;
}

/** Marks a message handled or not; 404 when there is no such message. */
export async function setContactMessageHandled(
  db: Db,
  actor: AuditActor,
  id: string,
  handled: boolean,
): Promise<ContactMessageWithReplies> {
  const repository = createContactMessagesAdminRepository(db);
  const row = await repository.setHandled(id, handled);
  if (!row) throw notFound(CONTACT_MESSAGE_NOT_FOUND);
  const replies = await repository.repliesOf([row.id]);
  await recordAudit(db, actor, {
    action: 'update',
    entity: 'contact_message',
    entityId: row.id,
    details: { handled },
  });
  return { row, replies: replies.get(row.id) ?? [] };
}

export const deleteContactMessage = (db: Db, id: string) =>
  createContactMessagesAdminRepository(db).deleteById(id);
