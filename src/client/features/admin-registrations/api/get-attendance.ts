import { adminRetry } from '@client/lib/admin-retry';
import { apiGet } from '@client/lib/api-client';
import type { Attendance } from '@shared/schemas/admin-registrations';
import { queryOptions, useQuery } from '@tanstack/react-query';

export const attendanceKey = (eventId: string) => ['/api/admin/events', eventId, 'attendance'] as const;

export const attendanceQuery = (eventId: string) =>
  queryOptions({
    queryKey: attendanceKey(eventId),
    queryFn: () => apiGet<Attendance>(`/api/admin/events/${encodeURIComponent(eventId)}/attendance`),
    retry: adminRetry,
  });

/** GET /api/admin/events/:id/attendance: confirmed and waitlisted people, cancelled registrations. */
export const useAttendance = (eventId: string) => useQuery(attendanceQuery(eventId));
