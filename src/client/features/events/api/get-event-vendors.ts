import type { PublicVendor } from '@shared/schemas/stalls';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** GET /api/events/:id/vendors: approved stall holders who agreed to be listed. */
export const eventVendorsQuery = (slugOrId: string) =>
  queryOptions<PublicVendor[]>({ queryKey: ['/api/events', encodeURIComponent(slugOrId), 'vendors'] });

export const useEventVendors = (slugOrId: string | undefined) =>
  useQuery({ ...eventVendorsQuery(slugOrId ?? ''), enabled: Boolean(slugOrId) });
