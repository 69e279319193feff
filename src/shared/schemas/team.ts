import { z } from 'zod';
import { userRoleSchema } from './auth';

// The Team screen (docs/product-rules.md, "Team: admins and door volunteers"): accounts that sign in to the
// dashboard, each an admin or a door volunteer.

export const MIN_PASSWORD_LENGTH = 8;
export const MAX_PASSWORD_LENGTH = 1024;
export const MAX_USERNAME_LENGTH = 100;
export const LAST_ADMIN_MESSAGE =
  'This is the last admin account: add another admin before removing it, so someone can still manage the site';
export const USERNAME_TAKEN_MESSAGE = 'This username is taken';

export const passwordSchema = z
  .string()
  .min(MIN_PASSWORD_LENGTH, `Password must be at least ${MIN_PASSWORD_LENGTH} characters`)
  .max(MAX_PASSWORD_LENGTH, `Password must be at most ${MAX_PASSWORD_LENGTH} characters`);

/** An account as the Team screen lists it (GET /api/admin/users); never its password hash. */
export const teamMemberSchema = z.object({
  id: z.string(),
  username: z.string(),
  role: userRoleSchema,
  createdAt: z.string(),
});
export type TeamMember = z.infer<typeof teamMemberSchema>;

/** POST /api/admin/users: usernames are kept in lower case, without surrounding spaces. */
export const newTeamMemberSchema = z.strictObject({
  username: z
    .string()
    .trim()
    .min(1, 'Username is required')
    .max(MAX_USERNAME_LENGTH, `Username must be at most ${MAX_USERNAME_LENGTH} characters`),
  password: passwordSchema,
  role: userRoleSchema,
});
export type NewTeamMember = z.infer<typeof newTeamMemberSchema>;

/** POST /api/admin/users/:id/password: a new password; the account's sessions end. */
export const passwordResetSchema = z.strictObject({ password: passwordSchema });
export type PasswordReset = z.infer<typeof passwordResetSchema>;
