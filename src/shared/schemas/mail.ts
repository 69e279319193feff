import { z } from 'zod';

/** A mail every delivery attempt failed for, as the admin dashboard lists it. */
export const failedMailSchema = z.object({
  id: z.string(),
  kind: z.string(),
  recipients: z.string(),
  subject: z.string(),
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  createdAt: z.string(),
});
export type FailedMail = z.infer<typeof failedMailSchema>;
