import { adminRetry } from '@client/lib/admin-retry';
import { apiGet } from '@client/lib/api-client';
import type { TeamMember } from '@shared/schemas/team';
import { queryOptions, useQuery } from '@tanstack/react-query';

export const TEAM_KEY = ['/api/admin/users'] as const;

export const teamQuery = () =>
  queryOptions({
    queryKey: TEAM_KEY,
    queryFn: () => apiGet<TeamMember[]>('/api/admin/users'),
    retry: adminRetry,
  });

/** The accounts that sign in to the dashboard: admins and door volunteers. */
export const useTeam = () => useQuery(teamQuery());
