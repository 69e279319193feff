import { apiRequest } from '@client/lib/api-client';
import { useMutation } from '@tanstack/react-query';

export type ResetPasswordInput = { id: string; password: string };

export const resetPassword = ({ id, password }: ResetPasswordInput) =>
  apiRequest<void>('POST', `/api/admin/users/${encodeURIComponent(id)}/password`, { password });

/** Sets a new password for the account; its sessions end. */
export const useResetPassword = () => useMutation({ mutationFn: resetPassword });
