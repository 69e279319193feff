import { apiRequest } from '@client/lib/api-client';
import type { LoginInput, MeResponse } from '@shared/schemas/auth';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ME_KEY } from './get-me';

export const login = (input: LoginInput) => apiRequest<MeResponse>('POST', '/api/login', input);

export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: login,
    // A wrong password answers 401 as well; it is not a lost session.
    meta: { skipUnauthorized: true },
    onSuccess: (data) => queryClient.setQueryData(ME_KEY, { user: data.user }),
  });
}
