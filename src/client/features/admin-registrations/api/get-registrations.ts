import { adminRetry } from '@client/lib/admin-retry';
import { apiGet } from '@client/lib/api-client';
import type { AdminRegistration } from '@shared/schemas/admin-registrations';
import { queryOptions, useQuery } from '@tanstack/react-query';

export const registrationsKey = (eventId: string) => ['/api/admin/events', eventId, 'registrations'] as const;

export const registrationsQuery = (eventId: string) =>
  queryOptions({
    queryKey: registrationsKey(eventId),
    queryFn: () =>
      apiGet<AdminRegistration[]>(`/api/admin/events/${encodeURIComponent(eventId)}/registrations`),
    retry: adminRetry,
  });

export const useRegistrations = (eventId: string) => useQuery(registrationsQuery(eventId));
