import { ADMIN_EVENTS_KEY } from '@client/components/admin/use-admin-events';
import type { QueryClient } from '@tanstack/react-query';

/** After any event change: the admin list and every public read that shows events. */
export const invalidateEvents = (queryClient: QueryClient) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: ADMIN_EVENTS_KEY }),
    queryClient.invalidateQueries({ queryKey: ['/api/events'] }),
    queryClient.invalidateQueries({ queryKey: ['/api/events/featured'] }),
  ]);
