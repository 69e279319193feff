import { adminRetry } from '@client/lib/admin-retry';
import { apiGet, apiRequest, getErrorMessage } from '@client/lib/api-client';
import type { RegistrationDetail } from '@shared/schemas/admin-registration-detail';
import type {
  AdminRegistrationChanged,
  AdminRegistrationEdit,
  BulkAction,
  BulkResult,
  RegistrationList,
  RegistrationListQuery,
  ResendResult,
} from '@shared/schemas/admin-registrations';
import type { Overview } from '@shared/schemas/overview';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { STATS_KEY } from './get-registration-stats';

const LIST_KEY = '/api/admin/registrations';

/** The list's query string, without empty values. */
export function listSearch(query: RegistrationListQuery): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query))
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  const text = params.toString();
  return text ? `?${text}` : '';
}

export const registrationListQuery = (query: RegistrationListQuery) =>
  queryOptions({
    queryKey: [LIST_KEY, 'list', query] as const,
    queryFn: () => apiGet<RegistrationList>(`/api/admin/registrations${listSearch(query)}`),
    retry: adminRetry,
    placeholderData: keepPreviousData,
  });

export const useRegistrationList = (query: RegistrationListQuery) => useQuery(registrationListQuery(query));

/** GET /api/admin/registrations/:id: one registration with its history. */
export const registrationDetailQuery = (id: string) =>
  queryOptions({
    queryKey: [LIST_KEY, 'detail', id] as const,
    queryFn: () => apiGet<RegistrationDetail>(`/api/admin/registrations/${encodeURIComponent(id)}`),
    retry: adminRetry,
  });
export const useRegistrationDetail = (id: string) => useQuery(registrationDetailQuery(id));

export const overviewQuery = () =>
  queryOptions({
    queryKey: ['/api/admin/overview'] as const,
    queryFn: () => apiGet<Overview>('/api/admin/overview'),
    retry: adminRetry,
  });
export const useOverview = () => useQuery(overviewQuery());

/** After any change: every list, each event's lists and attendance, the totals and the overview. */
function useInvalidateAll() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: [LIST_KEY] }),
      queryClient.invalidateQueries({ queryKey: ['/api/admin/events'] }),
      queryClient.invalidateQueries({ queryKey: STATS_KEY }),
      queryClient.invalidateQueries({ queryKey: ['/api/admin/overview'] }),
    ]);
}

export function useEditRegistration() {
  const invalidate = useInvalidateAll();
  return useMutation({
    mutationFn: ({ id, ...edit }: AdminRegistrationEdit & { id: string }) =>
      apiRequest<AdminRegistrationChanged>(
        'PATCH',
        `/api/admin/registrations/${encodeURIComponent(id)}`,
        edit,
      ),
    onSuccess: invalidate,
  });
}

export function useResendRegistration() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiRequest<ResendResult>('POST', `/api/admin/registrations/${encodeURIComponent(id)}/resend`),
    // Its history shows the mail.
    onSuccess: (_data, id) => queryClient.invalidateQueries({ queryKey: [LIST_KEY, 'detail', id] }),
  });
}

export function useBulkRegistrations() {
  const invalidate = useInvalidateAll();
  return useMutation({
    mutationFn: (action: BulkAction) =>
      apiRequest<BulkResult>('POST', '/api/admin/registrations/bulk', action),
    onSuccess: invalidate,
  });
}

/**
 * Writes to the chosen registrations through each event's messages (the audience selected): one message per
 * event, since a message belongs to its event. Answers how many registrations each reached, by event.
 */
export function useMessageRegistrations() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: { subject: string; body: string; byEvent: Map<string, string[]> }) => {
      let recipients = 0;
      // One event's refusal leaves the others' messages sent: say which were not.
      const failed: string[] = [];
      for (const [eventId, registrationIds] of input.byEvent) {
        try {
          const sent = await apiRequest<{ recipients: number }>(
            'POST',
            `/api/admin/events/${encodeURIComponent(eventId)}/messages`,
            { subject: input.subject, body: input.body, audience: 'selected', registrationIds },
          );
          recipients += sent.recipients;
        } catch (err) {
          failed.push(getErrorMessage(err));
        }
      }
      if (failed.length === input.byEvent.size) throw new Error(failed.join('; '));
      return { recipients, events: input.byEvent.size, failed };
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['/api/admin/events'] }),
  });
}
