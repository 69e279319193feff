import { isUnauthorizedError } from './api-client';

/**
 * Retries for admin queries: up to 3, none for an unauthorized answer (a lost session is not fixed by asking
 * again; the admin area sends the user back to the login instead). Public queries do not retry at all.
 */
export const adminRetry = (failureCount: number, error: unknown) =>
  !isUnauthorizedError(error) && failureCount < 3;
