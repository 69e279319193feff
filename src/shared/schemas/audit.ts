import { z } from 'zod';

/** One entry of GET /api/admin/audit: who did what to which record, when. */
export const auditEntrySchema = z.object({
  id: z.number().int(),
  userId: z.string().nullable(),
  username: z.string().nullable(),
  action: z.string(),
  entity: z.string(),
  entityId: z.string().nullable(),
  details: z.unknown(),
  createdAt: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const auditQuerySchema = z.strictObject({
  limit: z.coerce.number().int().min(1).max(500).default(100),
  entity: z.string().max(50).optional(),
});
