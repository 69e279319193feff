import { z } from 'zod';

/** Login form and POST /api/login body. Passwords are never truncated: up to 1024 characters are accepted. */
export const loginSchema = z.strictObject({
  username: z.string().trim().min(1, 'Username is required').max(100, 'Username is too long'),
  password: z.string().min(1, 'Password is required').max(1024, 'Password is too long'),
});
export type LoginInput = z.infer<typeof loginSchema>;

/** admin: the whole dashboard; door: only the check-in screen and its calls. */
export const USER_ROLES = ['admin', 'door'] as const;
export const userRoleSchema = z.enum(USER_ROLES, 'Role must be admin or door');
export type UserRole = z.infer<typeof userRoleSchema>;

export const authUserSchema = z.object({ id: z.string(), username: z.string(), role: userRoleSchema });
export type AuthUserResponse = z.infer<typeof authUserSchema>;

/** POST /api/login answers the signed-in user; GET /api/me answers it or null. */
export const loginResponseSchema = z.object({ user: authUserSchema });
export const meResponseSchema = z.object({ user: authUserSchema.nullable() });
export type MeResponse = z.infer<typeof meResponseSchema>;

/** Deliberately the same for an unknown username and a wrong password. */
export const INVALID_CREDENTIALS_MESSAGE = 'Invalid credentials';
export const TOO_MANY_ATTEMPTS_MESSAGE = 'Too many sign-in attempts. Please try again later.';
