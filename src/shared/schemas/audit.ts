import { z } from 'zod';
import { pageQueryFields } from './common';

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

export const MAX_AUDIT_PAGE_SIZE = 100;
export const DEFAULT_AUDIT_PAGE_SIZE = 50;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * GET /api/admin/audit: newest first, paged; filtered by the person (user name, any case), the kind of action, the
 * kind of record, and the days (from and to, both included, in the site's time zone).
 */
export const auditQuerySchema = z
  .strictObject({
    ...pageQueryFields(MAX_AUDIT_PAGE_SIZE, DEFAULT_AUDIT_PAGE_SIZE),
    username: z.string().trim().max(100, 'username must be at most 100 characters').optional(),
    action: z.string().trim().max(50, 'action must be at most 50 characters').optional(),
    entity: z.string().trim().max(50, 'entity must be at most 50 characters').optional(),
    from: z.string().regex(DAY, 'from must be a day as YYYY-MM-DD').optional(),
    to: z.string().regex(DAY, 'to must be a day as YYYY-MM-DD').optional(),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { message: 'from must not be after to', path: ['to'] });
export type AuditQuery = z.input<typeof auditQuerySchema>;
export type AuditFilter = Omit<z.infer<typeof auditQuerySchema>, 'page' | 'pageSize'>;

export const auditPageSchema = z.object({
  items: z.array(auditEntrySchema),
  /** Entries that match, on every page. */
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  /** Everyone who has an entry, and every kind of action and record, for the filters' choices. */
  people: z.array(z.string()),
  actions: z.array(z.string()),
  entities: z.array(z.string()),
});
export type AuditPage = z.infer<typeof auditPageSchema>;

/** Whether an audit entry's details mark the registrant's own action (through the manage link), not an organiser's. */
export const isByRegistrant = (details: unknown) =>
  typeof details === 'object' && details !== null && (details as { by?: unknown }).by === 'registrant';
