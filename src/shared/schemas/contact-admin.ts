import { z } from 'zod';

/** One reply mailed to a contact message's sender: what, when and by whom (the admin's username). */
export const contactMessageReplySchema = z.object({
  id: z.string(),
  body: z.string(),
  repliedAt: z.string(),
  repliedBy: z.string().nullable(),
});
export type ContactMessageReply = z.infer<typeof contactMessageReplySchema>;

/** A stored contact message (GET /api/admin/contact-messages, newest first). */
export const adminContactMessageSchema = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  subject: z.string(),
  message: z.string(),
  handled: z.boolean(),
  handledAt: z.string().nullable(),
  /** Answered once a reply was mailed; replyText, repliedAt and repliedBy tell the latest one. */
  answered: z.boolean(),
  replyText: z.string().nullable(),
  repliedAt: z.string().nullable(),
  repliedBy: z.string().nullable(),
  /** Every reply mailed to the sender, oldest first. */
  replies: z.array(contactMessageReplySchema),
  createdAt: z.string(),
});
export type AdminContactMessage = z.infer<typeof adminContactMessageSchema>;

/** PATCH /api/admin/contact-messages/:id */
export const contactMessageUpdateSchema = z.strictObject({ handled: z.boolean() });
export type ContactMessageUpdate = z.infer<typeof contactMessageUpdateSchema>;

export const REPLY_REQUIRED_MESSAGE = 'Reply is required';

/** POST /api/admin/contact-messages/:id/reply */
export const contactReplySchema = z.strictObject({
  body: z
    .string({ error: REPLY_REQUIRED_MESSAGE })
    .trim()
    .min(1, REPLY_REQUIRED_MESSAGE)
    .max(10_000, 'Reply must be at most 10000 characters'),
});
export type ContactReply = z.infer<typeof contactReplySchema>;

/** GET /api/admin/contact-messages/counts: unanswered are neither replied to nor marked handled. */
export const contactMessageCountsSchema = z.object({ total: z.number().int(), unanswered: z.number().int() });
export type ContactMessageCounts = z.infer<typeof contactMessageCountsSchema>;
