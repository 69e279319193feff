import { apiRequest } from '@client/lib/api-client';
import type { NewTeamMember, TeamMember } from '@shared/schemas/team';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { TEAM_KEY } from './get-team';

export const addTeamMember = (input: NewTeamMember) =>
  apiRequest<TeamMember>('POST', '/api/admin/users', input);

export function useAddTeamMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addTeamMember,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: TEAM_KEY }),
  });
}
