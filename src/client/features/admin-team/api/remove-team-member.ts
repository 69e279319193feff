import { apiRequest } from '@client/lib/api-client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { TEAM_KEY } from './get-team';

export const removeTeamMember = (id: string) =>
  apiRequest<void>('DELETE', `/api/admin/users/${encodeURIComponent(id)}`);

export function useRemoveTeamMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeTeamMember,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: TEAM_KEY }),
  });
}
