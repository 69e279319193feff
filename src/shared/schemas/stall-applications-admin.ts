import { z } from 'zod';

/** A stall application as the admin lists it (GET /api/admin/stall-applications?eventId=…): the stored record. */
export {
  type StallApplication as AdminStallApplication,
  stallApplicationSchema as adminStallApplicationSchema,
} from './stalls';

export const stallApplicationsQuerySchema = z.strictObject({
  eventId: z.string().min(1).max(200).optional(),
});
