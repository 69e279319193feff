import { z } from 'zod';
import { emailField, registrationFormSchema } from './registrations';

/**
 * POST /api/admin/events/:id/walk-ups: a party registered at the door. Name and party size follow the
 * registration rules; the email address is optional (empty means none).
 */
export const walkUpInputSchema = z.strictObject({
  fullName: registrationFormSchema.shape.fullName,
  guestCount: registrationFormSchema.shape.guestCount,
  email: z
    .union([z.literal(''), emailField])
    .nullish()
    .transform((email) => email || null),
});
export type WalkUpInput = z.input<typeof walkUpInputSchema>;
