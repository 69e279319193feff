import { z } from 'zod';

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
  createdAt: z.string(),
});
export type AdminContactMessage = z.infer<typeof adminContactMessageSchema>;

/** PATCH /api/admin/contact-messages/:id */
export const contactMessageUpdateSchema = z.strictObject({ handled: z.boolean() });
export type ContactMessageUpdate = z.infer<typeof contactMessageUpdateSchema>;
