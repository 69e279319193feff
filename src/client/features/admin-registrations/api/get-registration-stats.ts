import { adminRetry } from '@client/lib/admin-retry';
import { apiGet } from '@client/lib/api-client';
import type { RegistrationStats } from '@shared/schemas/admin-registrations';
import { queryOptions, useQuery } from '@tanstack/react-query';

export const STATS_KEY = ['/api/admin/registrations/stats'] as const;

/** All events' totals, or one event's when chosen ("today" is counted in the site's zone). */
export const registrationStatsQuery = (eventId: string | null) =>
  queryOptions({
    queryKey: [...STATS_KEY, eventId ?? 'all'],
    queryFn: () =>
      apiGet<RegistrationStats>(
        eventId ? `${STATS_KEY[0]}?eventId=${encodeURIComponent(eventId)}` : STATS_KEY[0],
      ),
    retry: adminRetry,
  });

export const useRegistrationStats = (eventId: string | null) => useQuery(registrationStatsQuery(eventId));
