import { z } from 'zod';
import { emailField } from './registrations';

/**
 * A mail the admin is told about: `failed` (every delivery attempt failed) or `held` (an acknowledgement held back
 * by the per-address hourly limit, never sent).
 */
export const failedMailSchema = z.object({
  id: z.string(),
  status: z.enum(['failed', 'held']),
  kind: z.string(),
  recipients: z.string(),
  subject: z.string(),
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  createdAt: z.string(),
});
export type FailedMail = z.infer<typeof failedMailSchema>;

/** Where the site's mail goes and who it comes from (GET /api/admin/mail/status, the dashboard's notices). */
export const mailStatusSchema = z.object({
  /** smtp: through the mail server in SMTP_URL; outbox: only written to DATA_DIR/outbox, nothing leaves. */
  delivery: z.enum(['smtp', 'outbox']),
  /** The sender address (MAIL_FROM or the default on PUBLIC_URL's host); null when none can be worked out. */
  from: z.string().nullable(),
  /** Why mail has no proper sender (MAIL_FROM must be set), in words; null when it has one. */
  fromProblem: z.string().nullable(),
});
export type MailStatus = z.infer<typeof mailStatusSchema>;

/** POST /api/admin/mail/test: to the address typed in, else to the signed-in admin's own address. */
export const testMailInputSchema = z.object({
  to: z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
    emailField.optional(),
  ),
});
export type TestMailInput = z.infer<typeof testMailInputSchema>;

export const testMailResultSchema = z.object({
  to: z.string(),
  delivery: z.enum(['smtp', 'outbox']),
  /** What happened, in words for the admin. */
  detail: z.string(),
});
export type TestMailResult = z.infer<typeof testMailResultSchema>;
