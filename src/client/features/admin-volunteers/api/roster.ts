import { adminRetry } from '@client/lib/admin-retry';
import { apiGet, apiRequest } from '@client/lib/api-client';
import { downloadFile } from '@client/lib/download-file';
import type { AdminShift, Roster, ShiftInput } from '@shared/schemas/volunteers';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

export const rosterKey = (eventId: string) => ['/api/admin/events', eventId, 'volunteers'] as const;

/** GET /api/admin/events/:id/volunteers: every shift with its fill and its people. */
export const rosterQuery = (eventId: string) =>
  queryOptions({
    queryKey: rosterKey(eventId),
    queryFn: () => apiGet<Roster>(`/api/admin/events/${encodeURIComponent(eventId)}/volunteers`),
    retry: adminRetry,
  });

export const useRoster = (eventId: string | null) =>
  useQuery({ ...rosterQuery(eventId ?? ''), enabled: eventId !== null });

/** POST …/events/:id/shifts (no `shiftId`) or PUT /api/admin/shifts/:id; the roster is read again. */
export function useSaveShift(eventId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ shiftId, input }: { shiftId: string | null; input: ShiftInput }) =>
      shiftId
        ? apiRequest<AdminShift>('PUT', `/api/admin/shifts/${encodeURIComponent(shiftId)}`, input)
        : apiRequest<AdminShift>('POST', `/api/admin/events/${encodeURIComponent(eventId)}/shifts`, input),
    onSettled: () => queryClient.invalidateQueries({ queryKey: rosterKey(eventId) }),
  });
}

/** DELETE /api/admin/shifts/:id (its volunteers are mailed). */
export function useDeleteShift(eventId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (shiftId: string) =>
      apiRequest<void>('DELETE', `/api/admin/shifts/${encodeURIComponent(shiftId)}`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: rosterKey(eventId) }),
  });
}

/** The roster as CSV, saved as volunteers-{event}.csv. */
export const useExportRoster = () =>
  useMutation({
    mutationFn: (eventId: string) =>
      downloadFile(
        `/api/admin/events/${encodeURIComponent(eventId)}/volunteers/export`,
        `volunteers-${eventId}.csv`,
      ),
  });
