import { apiRequest } from '@client/lib/api-client';
import type { ActivityChoices } from '@shared/schemas/admin-registrations';

/** GET /api/admin/events/:id/activity-choices: who chose what, and how many chose any of `removing`. */
export const getActivityChoices = (eventId: string, removing: string[]) =>
  apiRequest<ActivityChoices>(
    'GET',
    `/api/admin/events/${encodeURIComponent(eventId)}/activity-choices?removing=${encodeURIComponent(removing.join(','))}`,
  );
