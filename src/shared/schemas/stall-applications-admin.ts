import { z } from 'zod';
import { STALL_APPLICATION_STATUSES } from './stalls';

/** A stall application as the admin lists it (GET /api/admin/stall-applications?eventId=…): the stored record. */
export {
  type StallApplication as AdminStallApplication,
  stallApplicationSchema as adminStallApplicationSchema,
} from './stalls';

export const stallApplicationsQuerySchema = z.strictObject({
  eventId: z.string().min(1).max(200).optional(),
  status: z.enum(STALL_APPLICATION_STATUSES).optional(),
});

/** The statuses an admin decides; pending is only where an application starts. */
export const STALL_DECISIONS = ['approved', 'waitlisted', 'declined'] as const;
export type StallDecision = (typeof STALL_DECISIONS)[number];

/**
 * PATCH /api/admin/stall-applications/:id: the decision, an optional message for the vendor's mail, and
 * `overCapacity: true` to approve although the event's approved stalls already reach its stallCapacity (without
 * it that approval is refused with 409).
 */
export const stallDecisionSchema = z.strictObject({
  status: z.enum(STALL_DECISIONS, { error: 'Status must be approved, waitlisted or declined' }),
  message: z.string().trim().max(2000, 'Message must be at most 2000 characters').optional(),
  overCapacity: z.boolean().optional(),
});
export type StallDecisionInput = z.infer<typeof stallDecisionSchema>;
